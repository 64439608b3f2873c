import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { stripeId } from '../ids';
import { publishableNotAllowed, stripeCaller, type StripeCaller } from './auth';
import type { EventOrigin, StripeContext } from './context';
import { invalidParam, noSuch, stripeError } from './errors';
import { decodeForm, formString, formStrings, type FormObject } from './form';
import { idempotent } from './idempotency';
import { chargeObject, refundObject } from './objects';
import { confirmPaymentIntent, createPaymentIntent, intentObject } from './payment-intents';
import { createRefund } from './refunds';
import { isAnswer, type SimPaymentIntent, type StripeAnswer } from './types';

async function readForm(c: Context): Promise<FormObject> {
  if (c.req.method === 'GET') return decodeForm(new URL(c.req.url).searchParams);
  return decodeForm(new URLSearchParams(await c.req.text()));
}

function reply(c: Context, answer: StripeAnswer & { replayed?: boolean }): Response {
  c.header('Request-Id', stripeId('req'));
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status as ContentfulStatusCode);
}

function originOf(c: Context): EventOrigin {
  return {
    apiVersion: c.req.header('stripe-version') ?? null,
    idempotencyKey: c.req.header('idempotency-key') ?? null,
  };
}

/** Stripe.js may read and confirm a PaymentIntent with the publishable key and its client secret. */
function clientSecretProblem(intent: SimPaymentIntent, form: FormObject): StripeAnswer | null {
  const secret = formString(form, 'client_secret');
  if (secret === intent.clientSecret) return null;
  return invalidParam(
    'client_secret',
    secret
      ? 'The client_secret provided does not match the client_secret associated with the PaymentIntent.'
      : 'Missing required param: client_secret.',
  );
}

export function stripeRoutes(ctx: StripeContext): Hono {
  const app = new Hono();

  /** Authenticates, then runs the call; `publishable` lets Stripe.js's calls through. */
  const handle =
    (
      run: (c: Context, form: FormObject, caller: StripeCaller) => StripeAnswer | Response,
      publishable = false,
    ) =>
    async (c: Context) => {
      const form = await readForm(c);
      const caller = stripeCaller(c.req.header('authorization'), formString(form, 'key'));
      if (isAnswer(caller)) return reply(c, caller);
      if (caller.kind === 'publishable' && !publishable) return reply(c, publishableNotAllowed());
      const answer = run(c, form, caller);
      return answer instanceof Response ? answer : reply(c, answer);
    };

  const write = (c: Context, form: FormObject, caller: StripeCaller, run: () => StripeAnswer) =>
    reply(
      c,
      idempotent(
        ctx.state,
        {
          scope: caller.key,
          key: c.req.header('idempotency-key') ?? null,
          method: c.req.method,
          path: c.req.path,
          params: form,
        },
        run,
      ),
    );

  /** The PaymentIntent of the path, checked against the client secret for Stripe.js. */
  const intentFor = (
    c: Context,
    form: FormObject,
    caller: StripeCaller,
  ): SimPaymentIntent | StripeAnswer => {
    const id = c.req.param('id') ?? '';
    const intent = ctx.state.paymentIntents.get(id);
    if (!intent) return noSuch('payment_intent', id, 'intent');
    if (caller.kind === 'publishable') return clientSecretProblem(intent, form) ?? intent;
    return intent;
  };

  app.post(
    '/v1/payment_intents',
    handle((c, form, caller) =>
      write(c, form, caller, () => createPaymentIntent(ctx, form, originOf(c))),
    ),
  );

  app.get(
    '/v1/payment_intents/:id',
    handle((c, form, caller) => {
      const intent = intentFor(c, form, caller);
      if (isAnswer(intent)) return intent;
      return { status: 200, body: intentObject(ctx, intent, formStrings(form, 'expand')) };
    }, true),
  );

  app.post(
    '/v1/payment_intents/:id/confirm',
    handle((c, form, caller) => {
      const intent = intentFor(c, form, caller);
      if (isAnswer(intent)) return intent;
      return write(c, form, caller, () => confirmPaymentIntent(ctx, intent, form, originOf(c)));
    }, true),
  );

  app.post(
    '/v1/payment_intents/:id/cancel',
    handle((c, form, caller) => {
      const intent = intentFor(c, form, caller);
      if (isAnswer(intent)) return intent;
      return write(c, form, caller, () => {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          });
        }
        intent.status = 'canceled';
        return { status: 200, body: intentObject(ctx, intent) };
      });
    }),
  );

  app.post(
    '/v1/refunds',
    handle((c, form, caller) => write(c, form, caller, () => createRefund(ctx, form))),
  );

  app.get(
    '/v1/refunds/:id',
    handle((c) => {
      const refund = ctx.state.refunds.get(c.req.param('id') ?? '');
      if (!refund) return noSuch('refund', c.req.param('id') ?? '', 'id');
      return { status: 200, body: refundObject(refund) };
    }),
  );

  app.get(
    '/v1/charges/:id',
    handle((c) => {
      const charge = ctx.state.charges.get(c.req.param('id') ?? '');
      if (!charge) return noSuch('charge', c.req.param('id') ?? '', 'id');
      const refunds = charge.refundIds.flatMap((id) => ctx.state.refunds.get(id) ?? []);
      return { status: 200, body: chargeObject(charge, refunds) };
    }),
  );

  app.all('/v1/*', (c) =>
    reply(
      c,
      stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). The simulator speaks only the calls the shop uses.`,
      }),
    ),
  );

  return app;
}
