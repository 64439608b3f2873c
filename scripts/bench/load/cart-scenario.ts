import { OK, type Answer, type Step } from './shopper-steps';
import { cartOf } from './shop-answers';

interface CartRound {
  first: string;
  second: string;
  cartId: string;
  key: string;
}

export interface CartScenario {
  steps: Step<CartRound>[];
  newRound: () => CartRound;
  /** Carts made, each by one round: a second answer with one of them is an error. */
  carts: Set<string>;
}

const error: Answer = { kind: 'error' };

/**
 * A visitor's cart: add a product (a new cart), add a second one, change the first line's
 * quantity, read the cart back. Every round is a new visitor with a cart of its own; the
 * answers are checked for what the shopper must see (both lines, the new quantity).
 */
export function cartScenario(skus: readonly string[]): CartScenario {
  let rounds = 0;
  const carts = new Set<string>();
  const steps: Step<CartRound>[] = [
    {
      name: 'add_cart (new cart)',
      send: (r) => ({
        method: 'POST',
        path: '/api/add_cart',
        body: { item: { sku: r.first, quantity: 1 } },
      }),
      read: (status, body, r) => {
        const cart = cartOf(body);
        if (status !== 201 || !cart || carts.has(cart.cartId)) return error;
        carts.add(cart.cartId);
        r.cartId = cart.cartId;
        r.key = cart.items[0]?.key ?? '';
        return OK;
      },
    },
    {
      name: 'add_cart (second product)',
      send: (r) => ({
        method: 'POST',
        path: '/api/add_cart',
        body: { cartId: r.cartId, item: { sku: r.second, quantity: 1 } },
      }),
      read: (status, body) => (status === 200 && cartOf(body)?.items.length === 2 ? OK : error),
    },
    {
      name: 'update_cart',
      send: (r) => ({
        method: 'POST',
        path: '/api/update_cart',
        body: { cartId: r.cartId, key: r.key, quantity: 2 },
      }),
      read: (status, body, r) => {
        const line = cartOf(body)?.items.find((item) => item.key === r.key);
        return status === 200 && line?.quantity === 2 ? OK : error;
      },
    },
    {
      name: 'get_cart',
      send: (r) => ({ method: 'GET', path: `/api/get_cart?token=${encodeURIComponent(r.cartId)}` }),
      read: (status, body) => (status === 200 && cartOf(body)?.cart.totalItems === 3 ? OK : error),
    },
  ];
  return {
    steps,
    carts,
    newRound: () => {
      rounds += 1;
      return {
        first: skus[rounds % skus.length] ?? '',
        second: skus[(rounds + 1) % skus.length] ?? '',
        cartId: '',
        key: '',
      };
    },
  };
}
