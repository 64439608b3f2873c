import { isCartExpired } from '../core/cart/cart-expiry';
import type { ShopCart } from '../core/cart/shop-cart';

/** The one storage key the shop keeps in the browser (spec 4: customerCart and confirmAge). */
export const SHOP_STORAGE_KEY = 'borse-shop';

export interface PersistedShop {
  confirmAge: boolean;
  customerCart: ShopCart | null;
}

const EMPTY: PersistedShop = { confirmAge: false, customerCart: null };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const hasTypes = (value: unknown, types: Record<string, 'string' | 'number' | 'boolean'>) =>
  isObject(value) && Object.entries(types).every(([key, type]) => typeof value[key] === type);

/**
 * Enough of ShopCart for the pages that read it not to fail: the copy comes from storage,
 * where an older version of the shop (the browser-only cart had no cartId) or a hand edit may
 * have left something else.
 */
export function isShopCart(value: unknown): value is ShopCart {
  if (!hasTypes(value, { _id: 'string', cartId: 'string', dateAdded: 'string' })) return false;
  const cart = value as Fields;
  return (
    (cart.cartId as string).length > 0 &&
    hasTypes(cart.cart, {
      currency: 'string',
      taxIncluded: 'boolean',
      totalPrice: 'number',
      totalItems: 'number',
      expiresOn: 'string',
    }) &&
    hasTypes(cart.delivery, { cartTax: 'number', cartIncTax: 'number', totalIncTax: 'number' }) &&
    Array.isArray(cart.items) &&
    cart.items.every((item) =>
      hasTypes(item, {
        key: 'string',
        sku: 'string',
        name: 'string',
        quantity: 'number',
        minPurchase: 'number',
        available: 'number',
        unitPrice: 'number',
      }),
    )
  );
}

/** A cart past its expiry (spec 9: 5 days after creation) is not a cart any more. */
function liveCart(value: unknown, now: Date): ShopCart | null {
  if (!isShopCart(value)) return null;
  const expiresOn = new Date(value.cart.expiresOn);
  if (Number.isNaN(expiresOn.getTime()) || isCartExpired(expiresOn, now)) return null;
  return value;
}

/** Whatever the storage holds (another version's shape, a hand edit) never breaks the page. */
export function parsePersistedShop(text: string | null, now: Date): PersistedShop {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    if (!isObject(value)) return EMPTY;
    return {
      confirmAge: value.confirmAge === true,
      customerCart: liveCart(value.customerCart, now),
    };
  } catch {
    return EMPTY;
  }
}

export function readPersistedShop(now: Date): PersistedShop {
  try {
    return parsePersistedShop(window.localStorage.getItem(SHOP_STORAGE_KEY), now);
  } catch {
    return EMPTY; // storage blocked: the cart lives for this page only
  }
}

export function writePersistedShop(shop: PersistedShop): void {
  try {
    window.localStorage.setItem(SHOP_STORAGE_KEY, JSON.stringify(shop));
  } catch {
    // storage full or blocked: nothing to do but keep the in-memory state
  }
}
