import { Hono, type Context } from 'hono';
import { pageAmount, simulatorPage } from '../html';
import type { StripeContext } from './context';
import { CARD_ERRORS } from './errors';
import { fail, succeed } from './payment-intents';
import type { SimPaymentIntent } from './types';

function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

function notWaiting(c: Context, intent: SimPaymentIntent | undefined): Response {
  const heading = intent ? 'Nothing to authenticate' : 'Unknown payment';
  const line = intent
    ? `This payment does not need authentication now (status: ${intent.status}).`
    : 'The simulator has no payment with this id.';
  return c.html(simulatorPage({ title: heading, heading, lines: [line] }), intent ? 409 : 404);
}

/** Where the customer goes back to, with the query string Stripe adds after a redirect. */
function returnTo(intent: SimPaymentIntent, succeeded: boolean): string | null {
  if (!intent.returnUrl) return null;
  const url = new URL(intent.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.clientSecret);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return url.toString();
}

/**
 * The bank's 3-D Secure challenge (`next_action.redirect_to_url`): the customer completes or
 * fails it, the PaymentIntent settles and the browser goes back to the shop's return_url.
 */
export function threeDSecurePage(ctx: StripeContext): Hono {
  const app = new Hono();

  app.get('/sim/3ds/:id', (c) => {
    const intent = ctx.state.paymentIntents.get(c.req.param('id'));
    if (intent?.status !== 'requires_action') return notWaiting(c, intent);
    const card = intent.paymentMethod?.card;
    return c.html(
      simulatorPage({
        title: 'Confirm your payment – 3-D Secure',
        heading: 'Confirm your payment',
        lines: [
          'Your bank asks you to confirm this payment (3-D Secure test page).',
          `Amount: ${pageAmount(intent.amount, intent.currency)}`,
          ...(card ? [`Card: ${brandName(card.brand)} ending in ${card.last4}`] : []),
        ],
        buttons: [
          {
            label: 'Complete authentication',
            action: `/sim/3ds/${intent.id}/complete`,
            primary: true,
          },
          { label: 'Fail authentication', action: `/sim/3ds/${intent.id}/fail` },
        ],
      }),
    );
  });

  app.post('/sim/3ds/:id/:outcome{complete|fail}', (c) => {
    const intent = ctx.state.paymentIntents.get(c.req.param('id'));
    if (intent?.status !== 'requires_action') return notWaiting(c, intent);
    const passed = c.req.param('outcome') === 'complete';
    const origin = { apiVersion: intent.apiVersion, idempotencyKey: null };
    // Some cards are declined by the issuer once the customer has passed the challenge.
    const outcome = intent.paymentMethod?.card.outcome;
    const declinedAfter = outcome?.kind === 'authenticate' ? outcome.afterChallenge : null;
    const error = passed ? declinedAfter : CARD_ERRORS.authenticationFailed;
    const succeeded = error === null;
    if (error) fail(ctx, intent, error, origin);
    else succeed(ctx, intent, origin);
    const target = returnTo(intent, succeeded);
    if (target) return c.redirect(target, 303);
    const heading = succeeded ? 'Authentication complete' : 'Authentication failed';
    return c.html(
      simulatorPage({ title: heading, heading, lines: ['You can close this window.'] }),
    );
  });

  return app;
}
