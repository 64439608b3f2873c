import type { BrowserCart } from '../core/cart/browser-cart';

/** The one storage key the shop keeps in the browser (spec 4: customerCart and confirmAge). */
export const SHOP_STORAGE_KEY = 'borse-shop';

export interface PersistedShop {
  confirmAge: boolean;
  customerCart: BrowserCart | null;
}

const EMPTY: PersistedShop = { confirmAge: false, customerCart: null };

function isCart(value: unknown): value is BrowserCart {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as Partial<BrowserCart>;
  return (
    typeof cart.expiresOn === 'string' &&
    typeof cart.dateAdded === 'string' &&
    typeof cart.currency === 'string' &&
    Array.isArray(cart.items)
  );
}

/** Whatever the storage holds (another version's shape, a hand edit) never breaks the page. */
export function parsePersistedShop(text: string | null): PersistedShop {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as Partial<PersistedShop>;
    return {
      confirmAge: value.confirmAge === true,
      customerCart: isCart(value.customerCart) ? value.customerCart : null,
    };
  } catch {
    return EMPTY;
  }
}

export function readPersistedShop(): PersistedShop {
  try {
    return parsePersistedShop(window.localStorage.getItem(SHOP_STORAGE_KEY));
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
