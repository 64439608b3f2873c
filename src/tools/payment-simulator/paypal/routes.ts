import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PaypalContext } from './context';
import { notFound, paypalError } from './errors';
import { readOrderRequest } from './order-request';
import { readRefundRequest } from './refund-request';
import { captureAnswer, captureOrder, createOrder, orderAnswer, refundCapture } from './orders';
import { bearerProblem, issueToken } from './oauth';
import { isPaypalAnswer, type PaypalAnswer } from './types';

function reply(c: Context, answer: PaypalAnswer): Response {
  c.header('Paypal-Debug-Id', randomBytes(7).toString('hex').slice(0, 13));
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}

async function readJson(c: Context): Promise<unknown | PaypalAnswer> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return paypalError(400, 'INVALID_REQUEST', [
      {
        issue: 'MALFORMED_REQUEST_JSON',
        description: 'The request JSON is not well formed.',
        location: 'body',
      },
    ]);
  }
}

function isAnswer(value: unknown): value is PaypalAnswer {
  return typeof value === 'object' && value !== null && isPaypalAnswer(value);
}

export function paypalRoutes(ctx: PaypalContext): Hono {
  const app = new Hono();

  app.post('/v1/oauth2/token', async (c) => {
    const body = new URLSearchParams(await c.req.text());
    return reply(c, issueToken(ctx, c.req.header('authorization'), body));
  });

  app.use('/v2/*', async (c, next) => {
    const problem = bearerProblem(ctx, c.req.header('authorization'));
    if (problem) return reply(c, problem);
    await next();
  });

  app.post('/v2/checkout/orders', async (c) => {
    const body = await readJson(c);
    if (isAnswer(body)) return reply(c, body);
    const request = readOrderRequest(body);
    if (isAnswer(request)) return reply(c, request);
    return reply(c, createOrder(ctx, request, c.req.header('paypal-request-id') ?? null));
  });

  app.get('/v2/checkout/orders/:id', (c) => {
    const order = ctx.state.orders.get(c.req.param('id'));
    return reply(c, order ? orderAnswer(ctx, order) : notFound());
  });

  app.post('/v2/checkout/orders/:id/capture', async (c) => {
    const body = await readJson(c);
    if (isAnswer(body)) return reply(c, body);
    const order = ctx.state.orders.get(c.req.param('id'));
    return reply(c, order ? captureOrder(ctx, order) : notFound());
  });

  app.get('/v2/payments/captures/:id', (c) => reply(c, captureAnswer(ctx, c.req.param('id'))));

  app.post('/v2/payments/captures/:id/refund', async (c) => {
    const body = await readJson(c);
    if (isAnswer(body)) return reply(c, body);
    const request = readRefundRequest(body);
    if (isAnswer(request)) return reply(c, request);
    const requestId = c.req.header('paypal-request-id') ?? null;
    return reply(c, refundCapture(ctx, c.req.param('id'), request, requestId));
  });

  app.all('/v2/*', (c) => reply(c, notFound()));

  return app;
}
