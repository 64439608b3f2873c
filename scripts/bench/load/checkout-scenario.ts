import { confirmCardBody, type CardDetails } from '../../../src/components/checkout/card-entry';
import { ADDRESS, type Headers } from '../checkout-latency';
import type { LoadProducts } from './load-fixtures';
import { cartOf, intentStatusOf, placedOrderOf, stripePaymentOf } from './shop-answers';
import { OK, codeOf, type Answer, type Step } from './shopper-steps';

interface PurchaseRound {
  me: Headers;
  sku: string;
  cartId: string;
  paymentId: string;
  clientSecret: string;
}

export interface CheckoutScenario {
  steps: Step<PurchaseRound>[];
  newRound: () => PurchaseRound;
  /** The order each cart's order_confirm answered, by cart token (all answers). */
  orders: Map<string, Set<number>>;
  /**
   * Carts whose paid payment confirm_payment answered 409 SOLD_OUT: right only when the Stripe
   * webhook found the scarce product sold out first and refunded (checked in the database).
   */
  soldOutByWebhook: Set<string>;
}

const error: Answer = { kind: 'error' };

/** The test card that pays (4242…), typed as in the simulator's card form. */
const CARD: CardDetails = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: ADDRESS.addrName,
};

const post = (path: string, body: unknown, me: Headers) =>
  ({ method: 'POST', path: `/api/${path}`, headers: me, body }) as const;

/**
 * One customer's purchase as the storefront makes it: an everyday product and the scarce one
 * into a new cart, the delivery address, a PaymentIntent, the card confirmed where the
 * browser confirms it (payment_config's simulatorUrl, with the publishable key and client
 * secret), confirm_payment, order_confirm. The scarce product runs out: adding it then answers
 * 409 OUT_OF_STOCK (the purchase goes on without it), and buyers who paid for it after the
 * last unit went get 409 SOLD_OUT and their money back — both expected refusals.
 */
export function checkoutScenario(
  products: LoadProducts,
  customers: readonly Headers[],
  confirmPath: (intentId: string) => string,
  publishableKey: string,
): CheckoutScenario {
  let rounds = 0;
  const orders = new Map<string, Set<number>>();
  const soldOutByWebhook = new Set<string>();
  const soldOutFirst = (cartId: string): Answer => {
    soldOutByWebhook.add(cartId);
    return {
      kind: 'refused',
      reason: 'SOLD_OUT (409), refunded by the webhook first',
      endsRound: true,
    };
  };
  const steps: Step<PurchaseRound>[] = [
    {
      name: 'add_cart',
      send: (r) => post('add_cart', { item: { sku: r.sku, quantity: 1 } }, r.me),
      read: (status, body, r) => {
        const cart = cartOf(body);
        if (status !== 201 || !cart) return error;
        r.cartId = cart.cartId;
        return OK;
      },
    },
    {
      name: 'add_cart (scarce product)',
      send: (r) =>
        post(
          'add_cart',
          { cartId: r.cartId, item: { sku: products.scarce.sku, quantity: 1 } },
          r.me,
        ),
      read: (status, body) => {
        if (status === 200 && cartOf(body)) return OK;
        if (status === 409 && codeOf(body) === 'OUT_OF_STOCK') {
          return { kind: 'refused', reason: 'OUT_OF_STOCK (409)', endsRound: false };
        }
        return error;
      },
    },
    {
      name: 'refresh_cart (address)',
      send: (r) => post('refresh_cart', { cartId: r.cartId, address: ADDRESS }, r.me),
      read: (status, body) => (status === 200 && cartOf(body)?.address ? OK : error),
    },
    {
      name: 'stripe_create',
      send: (r) => post('stripe_create', { cartId: r.cartId, agreeTerms: true }, r.me),
      read: (status, body, r) => {
        const payment = stripePaymentOf(body);
        if (status !== 200 || !payment) return error;
        r.paymentId = payment.id;
        r.clientSecret = payment.clientSecret;
        return OK;
      },
    },
    {
      name: 'card confirm (simulator)',
      send: (r) => {
        const form = confirmCardBody(CARD, r.clientSecret, 'http://127.0.0.1/checkout');
        form.set('key', publishableKey);
        return {
          method: 'POST',
          path: confirmPath(r.paymentId),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        };
      },
      read: (status, body) => (status === 200 && intentStatusOf(body) === 'succeeded' ? OK : error),
    },
    {
      name: 'confirm_payment',
      send: (r) => post('confirm_payment', { cartId: r.cartId }, r.me),
      read: (status, body, r) => {
        if (status === 200) return OK;
        if (status === 409 && codeOf(body) === 'SOLD_OUT') return soldOutFirst(r.cartId);
        return error;
      },
    },
    {
      name: 'order_confirm',
      send: (r) => post('order_confirm', { cartId: r.cartId, agreeTerms: true }, r.me),
      read: (status, body, r) => {
        const order = placedOrderOf(body);
        if (status === 200 && order) {
          const answered = orders.get(r.cartId) ?? new Set<number>();
          orders.set(r.cartId, answered.add(order.orderNo));
          return OK;
        }
        if (status === 409 && codeOf(body) === 'SOLD_OUT') {
          return { kind: 'refused', reason: 'SOLD_OUT (409), refunded', endsRound: true };
        }
        return error;
      },
    },
  ];
  return {
    steps,
    orders,
    soldOutByWebhook,
    newRound: () => {
      rounds += 1;
      return {
        me: customers[rounds % customers.length] ?? {},
        sku: products.everyday[rounds % products.everyday.length] ?? '',
        cartId: '',
        paymentId: '',
        clientSecret: '',
      };
    },
  };
}
