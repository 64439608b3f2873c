import { deliveryOptions, priceCart, type PricedCart } from '../../core/cart/price-cart';
import type { ShopCart } from '../../core/cart/shop-cart';
import type { DeliveryType } from '../../core/delivery/delivery-fee';
import type { Language } from '../../core/routes/languages';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { orderAddress } from '../orders/order-address';
import { readItalianOptionNames } from '../orders/line-option-names';
import { getSiteSettings } from '../site/site-settings';
import type { AddressValues } from './cart-address';
import { itemViews, lineWrites, productFacts, type LineInput } from './cart-lines';
import {
  defaultTaxBp,
  deliveryCountry,
  readCartItems,
  readOrder,
  readProductColours,
  readProducts,
} from './cart-store';
import { removeCart, updateCart, writeCartItems } from '../orders/cart-rows';
import type { OrderItemRow, OrderRow, OrderValues } from '../db/rows';
import type { Tx } from '../db/transaction';
import { presentCart } from './present-cart';

export interface ShopPricing {
  currency: string;
  taxIncluded: boolean;
}

export async function shopPricing(db: Db): Promise<ShopPricing> {
  const { payment } = await getSiteSettings(db);
  return { currency: payment.currency, taxIncluded: payment.taxIncluded };
}

export interface Reprice {
  order: OrderRow;
  stored: readonly OrderItemRow[];
  lines: readonly LineInput[];
  auth: AuthUser | undefined;
  address?: AddressValues;
  deliveryType?: DeliveryType;
  lng?: Language;
  pricing: ShopPricing;
  now: Date;
}

/**
 * Prices the lines from the database of this moment, writes lines and totals, and answers the
 * stored cart (null once it is empty and gone). A payment in progress for another total is
 * forgotten, so checkout makes a new one for what the cart costs now.
 */
export async function repriceAndSave(
  tx: Tx,
  job: Reprice,
): Promise<{ cart: ShopCart | null; priced: PricedCart<LineInput> }> {
  const { order, now } = job;
  const products = await readProducts(
    tx,
    job.lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  const address = job.address ?? orderAddress(order);
  const deliveryType = job.deliveryType ?? (order.deliveryType === 'exp' ? 'exp' : 'std');
  const found = await deliveryCountry(tx, address.addrCountry);
  const tax = {
    taxBp: found?.taxBp ?? (await defaultTaxBp(tx)),
    taxIncluded: job.pricing.taxIncluded,
  };
  const priced = priceCart({
    lines: job.lines,
    products: new Map([...products].map(([id, row]) => [id, productFacts(row)])),
    country: found?.country ?? null,
    tax,
    deliveryType,
    now,
  });
  if (priced.lines.length === 0) {
    await removeCart(tx, order, now);
    return { cart: null, priced };
  }

  const colours = await readProductColours(tx, [...products.keys()]);
  await writeCartItems(tx, order.id, lineWrites(priced, job.stored, products, colours));
  const { totals, delivery } = priced;
  const totalChanged =
    priced.totalIncTax !== order.totalIncTax || job.pricing.currency !== order.currency;
  const paymentReset: OrderValues =
    order.paymentId !== '' && totalChanged
      ? { paymentId: '', paymentType: null, paymentRef: '', payerId: '', paymentStatus: 'U' }
      : {};
  const claim: OrderValues =
    job.auth && order.customerId === null
      ? { customerId: job.auth.customerId, customerEmail: job.auth.email }
      : {};
  await updateCart(tx, order.id, {
    ...claim,
    ...paymentReset,
    ...address,
    lng: job.lng ?? order.lng,
    currency: job.pricing.currency,
    taxBp: tax.taxBp,
    taxIncluded: tax.taxIncluded,
    totalWeight: totals.totalWeight,
    totalPrice: totals.totalPrice,
    totalItems: totals.totalItems,
    totalIncTax: priced.totalIncTax,
    totalTax: priced.totalTax,
    totalExTax: priced.totalExTax,
    cartIncTax: totals.cartIncTax,
    cartTax: totals.cartTax,
    cartExTax: totals.cartExTax,
    deliveryItems: totals.deliveryItems,
    deliveryWeight: totals.deliveryWeight,
    deliveryIncTax: delivery.deliveryIncTax,
    deliveryTax: delivery.deliveryTax,
    deliveryExTax: delivery.deliveryExTax,
    deliveryDateFrom: delivery.date?.from ?? null,
    deliveryDateTo: delivery.date?.to ?? null,
    deliveryDays: delivery.days,
    deliveryType,
  });

  const saved = await readOrder(tx, order.id);
  if (!saved) throw new Error('the cart vanished while it was saved');
  const rows = await readCartItems(tx, order.id);
  const available = new Map(priced.lines.map((line) => [line.key, line.available]));
  const cart = presentCart(
    saved,
    itemViews(rows, products, await readItalianOptionNames(tx, order.id), available),
    delivery.options,
    priced.notices,
  );
  return { cart, priced };
}

/** The stored figures as they are: a paid cart, or an order after checkout. */
export async function presentAsStored(db: Db | Tx, order: OrderRow, now: Date): Promise<ShopCart> {
  const rows = await readCartItems(db, order.id);
  const products = await readProducts(
    db,
    rows.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  const found = await deliveryCountry(db, order.addrCountry);
  const options = found ? deliveryOptions(found.country, order, now) : [];
  const names = await readItalianOptionNames(db, order.id);
  return presentCart(order, itemViews(rows, products, names), options, []);
}
