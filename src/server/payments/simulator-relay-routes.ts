import { notFound } from '../../core/domain-error';
import { simulatorIntentId } from '../http/openapi/documented-only';
import { defineRoute, describedAnswer } from '../http/route/define-route';
import { paymentSettings } from './payment-settings';

/** Where the browser confirms a card with the simulator: this site's own origin. */
export const SIMULATOR_RELAY_PATH = '/api/payment_simulator';

/**
 * POST /api/payment_simulator/v1/payment_intents/:id/confirm: the simulator card form's one
 * call, passed on to PAYMENT_SIMULATOR_URL. The page's Content-Security-Policy lets scripts
 * connect to this origin and Stripe's only; relaying keeps it so instead of widening
 * connect-src to whatever local port the simulator has. Only the form goes on (the simulator
 * checks its publishable key and client secret); without the simulator the call does not exist.
 */
export const simulatorRelayCall = defineRoute(
  {
    method: 'POST',
    path: '/payment_simulator/v1/payment_intents/{id}/confirm',
    summary: 'Development: the simulator card form’s confirm, relayed to the simulator',
    tag: 'checkout',
    access: 'public',
    description:
      'The form-encoded body and the answer are the payment simulator’s (docs/api-checkout.md, "The simulator"); it keeps the page’s Content-Security-Policy to this origin.',
    params: { id: simulatorIntentId },
    // Passed on as a Response: no JSON of the shop's own.
    answer: describedAnswer<never>({ description: 'The simulator’s answer, passed on as it is' }),
    errors: { 404: 'No payment simulator is configured (always so in production)' },
  },
  async (c) => {
    const { simulatorUrl } = paymentSettings();
    if (!simulatorUrl) throw notFound('The payment simulator');
    const res = await fetch(
      `${simulatorUrl}/v1/payment_intents/${encodeURIComponent(c.req.param('id') ?? '')}/confirm`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: await c.req.text(),
      },
    );
    return new Response(await res.text(), {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    });
  },
);

export const SIMULATOR_RELAY_ROUTES = [simulatorRelayCall] as const;
