import type {
  CartLineInput,
  CartProductFacts,
  PricedCart,
  PricedLine,
} from '../../core/cart/price-cart';
import { cartLineKey } from '../../core/cart/price-cart';
import { colourPictureIndex } from '../../core/catalogue/colour-picture';
import { sellableUnits } from '../../core/catalogue/stock';
import type { CartItemValues } from '../db/rows';
import type { LineWrites } from '../orders/cart-rows';
import type { OrderItemRow, ProductRow } from '../db/rows';
import type { ItalianOptionNames } from '../orders/line-option-names';
import type { CartItemView } from './present-cart';
import { timeOrderedId } from './line-id';

/** Conversions between cart rows, the pricing rules' plain data and the answer's lines. */

/** A line for pricing; rowId is absent for a line not stored yet. */
export type LineInput = CartLineInput & { rowId?: string };

export function storedLine(row: OrderItemRow): LineInput {
  return {
    rowId: row.id,
    sku: row.sku,
    size: row.size,
    color: row.color,
    style: row.style,
    pack: row.packDescr,
    productId: row.productId,
    quantity: row.quantity,
    previousUnitPrice: row.unitPrice,
  };
}

export const rowKey = (row: OrderItemRow): string =>
  cartLineKey({
    sku: row.sku,
    size: row.size,
    color: row.color,
    style: row.style,
    pack: row.packDescr,
  });

export function productFacts(row: ProductRow): CartProductFacts {
  return {
    id: row.id,
    status: row.status,
    sellBy: row.sellBy === 'w' ? 'w' : 'u',
    retailPrice: row.retailPrice,
    salePercent: row.salePercent,
    packs: row.packs,
    minPurchase: row.minPurchase,
    freeDelivery: row.freeDelivery,
    inStock: row.inStock,
    minStock: row.minStock,
    productWeight: row.productWeight,
  };
}

function itemValues(
  line: PricedLine<LineInput>,
  product: ProductRow,
  colours: readonly string[],
): CartItemValues {
  // The chosen colour's picture, as the product page shows it.
  const picture = colourPictureIndex(product.images, colours, line.color);
  return {
    productId: product.id,
    sku: line.sku,
    name: product.eng.name,
    itaName: product.ita.name,
    priceDescr: product.eng.priceDescr,
    itaPriceDescr: product.ita.priceDescr,
    packDescr: line.pack,
    image: product.images[picture] ?? product.images[0] ?? '',
    quantity: line.quantity,
    minPurchase: line.minPurchase,
    unitPrice: line.unitPrice,
    retailPrice: line.retailPrice,
    salePercent: line.salePercent,
    itemTax: line.itemTax,
    itemExTax: line.itemExTax,
    itemIncTax: line.itemIncTax,
    onSale: line.onSale,
    size: line.size,
    color: line.color,
    style: line.style,
    sellPack: line.sellPack,
    productWeight: line.productWeight,
    weighed: false,
    shipped: false,
    status: 'O',
    // Per bought item, like unitPrice, so a pack's margin reads the same as a unit's.
    supplierPrice: product.supplierPrice * line.sellPack,
    sellBy: line.sellBy,
    freeDelivery: line.freeDelivery,
    deliveryDays: line.deliveryDays,
    deliveryType: line.deliveryType,
  };
}

/** What to write so the stored lines become the priced ones. */
export function lineWrites(
  priced: PricedCart<LineInput>,
  stored: readonly OrderItemRow[],
  products: ReadonlyMap<string, ProductRow>,
  colours: ReadonlyMap<string, readonly string[]>,
): LineWrites {
  const writes: LineWrites = { insert: [], update: [], remove: [] };
  const kept = new Set<string>();
  for (const line of priced.lines) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (!product) throw new Error(`priced line ${line.key} has no product`);
    const values = itemValues(line, product, colours.get(product.id) ?? []);
    if (line.rowId) {
      kept.add(line.rowId);
      writes.update.push({ ...values, id: line.rowId });
    } else {
      writes.insert.push({ ...values, id: timeOrderedId() });
    }
  }
  writes.remove = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  return writes;
}

/**
 * The answer's extras for a stored line. `available` comes from pricing when the cart was just
 * priced (stock shared between lines); a stored view counts the product's stock alone.
 */
export function itemViews(
  rows: readonly OrderItemRow[],
  products: ReadonlyMap<string, ProductRow>,
  names: ReadonlyMap<string, ItalianOptionNames>,
  available?: ReadonlyMap<string, number>,
): CartItemView[] {
  return rows.map((row) => {
    const product = row.productId === null ? undefined : products.get(row.productId);
    const ownStock =
      product && product.status === 'A'
        ? Math.floor(sellableUnits(product) / Math.max(1, row.sellPack))
        : 0;
    return {
      row,
      url: product?.url ?? '',
      names: names.get(row.id),
      available: available?.get(rowKey(row)) ?? ownStock,
    };
  });
}
