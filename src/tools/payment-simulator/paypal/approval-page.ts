import { Hono, type Context } from 'hono';
import { pageAmount, simulatorPage } from '../html';
import type { PaypalContext } from './context';
import { toMinor } from './money';
import { approveOrder } from './orders';
import type { SimOrder } from './types';

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

function orderTotal(order: SimOrder): string {
  const currency = order.purchaseUnits[0]?.amount.currency_code ?? 'EUR';
  const minor = order.purchaseUnits.reduce((total, unit) => total + toMinor(unit.amount), 0);
  return pageAmount(minor, currency);
}

function notPayable(c: Context, order: SimOrder | undefined): Response {
  const heading = order ? 'Already paid' : 'Unknown payment';
  const line = order
    ? 'This PayPal order has already been paid.'
    : 'This payment link is not valid: the simulator has no such order.';
  return c.html(simulatorPage({ title: heading, heading, lines: [line] }), order ? 409 : 404);
}

/** A page for when the shop gave no URL to go back to (PayPal's JS buttons flow). */
function done(c: Context, heading: string): Response {
  return c.html(simulatorPage({ title: heading, heading, lines: ['You can close this window.'] }));
}

/**
 * PayPal's approval page (`payer-action` link): the buyer pays, pays with a card that the
 * capture will decline, or cancels, and goes back to the shop's return or cancel URL.
 */
export function approvalPage(ctx: PaypalContext): Hono {
  const app = new Hono();

  app.get('/checkoutnow', (c) => {
    const order = ctx.state.orders.get(c.req.query('token') ?? '');
    if (!order || order.status === 'COMPLETED') return notPayable(c, order);
    const action = (choice: string) => `/checkoutnow/${order.id}/${choice}`;
    return c.html(
      simulatorPage({
        title: 'PayPal – pay for your order',
        heading: 'Pay with PayPal',
        lines: [
          `Amount: ${orderTotal(order)}`,
          `To: ${order.brandName ?? 'the shop'}`,
          'Signed in as buyer@example.com (test buyer).',
        ],
        buttons: [
          { label: 'Pay now', action: action('pay'), primary: true },
          { label: 'Pay with a card that will be declined', action: action('decline') },
          { label: 'Cancel and return to the shop', action: action('cancel') },
        ],
      }),
    );
  });

  app.post('/checkoutnow/:id/:choice{pay|decline}', (c) => {
    const order = ctx.state.orders.get(c.req.param('id'));
    if (!order || order.status === 'COMPLETED') return notPayable(c, order);
    approveOrder(order, c.req.param('choice') === 'decline');
    if (!order.returnUrl) return done(c, 'Payment approved');
    const payerId = order.payer?.payerId ?? '';
    return c.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: payerId }), 303);
  });

  app.post('/checkoutnow/:id/cancel', (c) => {
    const order = ctx.state.orders.get(c.req.param('id'));
    if (!order || order.status === 'COMPLETED') return notPayable(c, order);
    if (!order.cancelUrl) return done(c, 'Payment cancelled');
    return c.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
  });

  return app;
}
