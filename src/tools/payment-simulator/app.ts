import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { approvalPage } from './paypal/approval-page';
import type { PaypalContext } from './paypal/context';
import { paypalRoutes } from './paypal/routes';
import { providerOf, type RequestLog } from './request-log';
import type { StripeContext } from './stripe/context';
import { stripeRoutes } from './stripe/routes';
import { threeDSecurePage } from './stripe/three-d-secure-page';

export interface SimulatorContext {
  stripe: StripeContext;
  paypal: PaypalContext;
  log: RequestLog;
  reset: () => void;
}

/** The simulator's own controls; they are not provider calls, so they stay out of the log. */
const CONTROLS = new Set(['/sim/requests', '/sim/reset', '/sim/webhooks']);

export function createSimulatorApp(ctx: SimulatorContext): Hono {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const time = new Date().toISOString();
    await next();
    if (CONTROLS.has(c.req.path)) return;
    ctx.log.add({
      method: c.req.method,
      path: c.req.path,
      provider: providerOf(c.req.path),
      idempotencyKey: c.req.header('idempotency-key') ?? c.req.header('paypal-request-id') ?? null,
      status: c.res.status,
      time,
    });
  });

  // Stripe.js calls the API from the shop's pages; Stripe answers any origin.
  app.use(
    '/v1/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Stripe-Version'],
      exposeHeaders: ['Request-Id', 'Idempotent-Replayed'],
      maxAge: 600,
    }),
  );

  app.get('/sim/requests', (c) => c.json(ctx.log.list()));
  app.get('/sim/webhooks', (c) => c.json(ctx.stripe.webhooks.deliveries()));
  app.post('/sim/reset', (c) => {
    ctx.reset();
    return c.json({ reset: true });
  });

  // PayPal first: its /v1/oauth2 path would otherwise meet Stripe's catch-all for /v1.
  app.route('/', paypalRoutes(ctx.paypal));
  app.route('/', approvalPage(ctx.paypal));
  app.route('/', stripeRoutes(ctx.stripe));
  app.route('/', threeDSecurePage(ctx.stripe));

  app.onError((error, c) => {
    console.error('payment simulator:', error);
    const stripeLike = providerOf(c.req.path) === 'stripe';
    return stripeLike
      ? c.json({ error: { type: 'api_error', message: 'The simulator failed.' } }, 500)
      : c.json(
          { name: 'INTERNAL_SERVER_ERROR', message: 'The simulator failed.', debug_id: 'sim' },
          500,
        );
  });
  app.notFound((c) =>
    c.json({ error: `No simulator route for ${c.req.method} ${c.req.path}` }, 404),
  );

  return app;
}
