import { DEFAULT_CURRENCY } from '../constants';
import { isInStock } from '../catalogue/stock';
import type { CatalogueProduct, SellBy } from '../catalogue/product';
import { cartExpiresOn, isCartExpired } from './cart-expiry';
import { cartTotals, type CartTotals, type TaxOptions } from './cart-totals';

/**
 * The cart a visitor keeps in the browser before checkout (spec section 4: customerCart,
 * persisted on reload). Lines carry the spec's cart-item fields the storefront knows; the
 * server recomputes every price from the catalogue at checkout, so nothing here is trusted.
 */
export interface BrowserCartItem {
  sku: string;
  url: string;
  name: string;
  itaName: string;
  priceDescr: string;
  itaPriceDescr: string;
  image: string;
  quantity: number;
  minPurchase: number;
  /** Cents after the sale discount (per kg for weight-priced lines). */
  unitPrice: number;
  retailPrice: number;
  /** Percentage discount (spec: "Sale price is a percentage discount"). */
  salePrice: number;
  onSale: boolean;
  size: string;
  color: string;
  style: string;
  productWeight: number;
  sellBy: SellBy;
  freeDelivery: boolean;
  /** Stock above the minimum when added: the most this browser lets a visitor ask for. */
  available: number;
}

export interface BrowserCart {
  currency: string;
  dateAdded: string;
  expiresOn: string;
  items: BrowserCartItem[];
}

export interface LineChoice {
  quantity: number;
  size?: string;
  color?: string;
  style?: string;
}

/** A line is one product in one size, colour and style. */
export const lineKey = (item: Pick<BrowserCartItem, 'sku' | 'size' | 'color' | 'style'>) =>
  [item.sku, item.size, item.color, item.style].join('|');

/** How many units can be bought now: stock above the shop's minimum. */
export function availableUnits(product: CatalogueProduct): number {
  return isInStock(product.sell) ? product.sell.inStock - product.sell.minStock : 0;
}

export class CartRefusal extends Error {
  constructor(readonly reason: 'outOfStock' | 'quantity') {
    super(reason === 'outOfStock' ? 'the product is out of stock' : 'the quantity is not valid');
  }
}

export function cartItemFromProduct(
  product: CatalogueProduct,
  choice: LineChoice,
): BrowserCartItem {
  const available = availableUnits(product);
  if (available <= 0) throw new CartRefusal('outOfStock');
  if (!Number.isSafeInteger(choice.quantity) || choice.quantity < 1) {
    throw new CartRefusal('quantity');
  }
  const minPurchase = Math.max(1, product.sell.minPurchase);
  return {
    sku: product.sku,
    url: product.url,
    name: product.lng.eng.name,
    itaName: product.lng.ita.name,
    priceDescr: product.lng.eng.priceDescr,
    itaPriceDescr: product.lng.ita.priceDescr,
    image: product.image.image1,
    quantity: Math.min(Math.max(choice.quantity, minPurchase), available),
    minPurchase,
    unitPrice: product.sell.price,
    retailPrice: product.sell.retailPrice,
    salePrice: product.sell.salePrice,
    onSale: product.sell.salePrice > 0,
    size: choice.size ?? '',
    color: choice.color ?? '',
    style: choice.style ?? '',
    productWeight: product.productWeight,
    sellBy: product.sell.sellBy,
    freeDelivery: product.sell.freeDelivery,
    available,
  };
}

function newCart(now: Date, currency: string): BrowserCart {
  return {
    currency,
    dateAdded: now.toISOString(),
    expiresOn: cartExpiresOn(now).toISOString(),
    items: [],
  };
}

/** The cart as it may still be used: an expired one is gone (spec 9: 5 days after creation). */
export function liveCart(cart: BrowserCart | null, now: Date): BrowserCart | null {
  if (!cart) return null;
  return isCartExpired(new Date(cart.expiresOn), now) ? null : cart;
}

/** Adding the same line again adds to its quantity, never beyond what is available. */
export function addToCart(
  cart: BrowserCart | null,
  item: BrowserCartItem,
  now: Date,
  currency = DEFAULT_CURRENCY,
): BrowserCart {
  const base = liveCart(cart, now) ?? newCart(now, currency);
  const key = lineKey(item);
  const existing = base.items.find((line) => lineKey(line) === key);
  const items = existing
    ? base.items.map((line) =>
        lineKey(line) === key
          ? {
              ...item,
              quantity: Math.min(line.quantity + item.quantity, item.available),
            }
          : line,
      )
    : [...base.items, item];
  return { ...base, items };
}

/** Quantities stay between the product's minimum purchase and what is available. */
export function setQuantity(cart: BrowserCart, key: string, quantity: number): BrowserCart {
  if (!Number.isSafeInteger(quantity)) throw new CartRefusal('quantity');
  return {
    ...cart,
    items: cart.items.map((line) =>
      lineKey(line) === key
        ? { ...line, quantity: Math.min(Math.max(quantity, line.minPurchase), line.available) }
        : line,
    ),
  };
}

/** Removing the last line clears the cart (spec 4: "Clearing the cart sets it to null"). */
export function removeFromCart(cart: BrowserCart, key: string): BrowserCart | null {
  const items = cart.items.filter((line) => lineKey(line) !== key);
  return items.length === 0 ? null : { ...cart, items };
}

export type BrowserCartSummary = CartTotals & { currency: string };

export function cartSummary(cart: BrowserCart | null, tax: TaxOptions): BrowserCartSummary | null {
  if (!cart || cart.items.length === 0) return null;
  const { items: _lines, ...totals } = cartTotals(cart.items, tax);
  return { ...totals, currency: cart.currency };
}
