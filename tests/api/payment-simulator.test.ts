import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CheckoutPaymentIntent, CustomError, type OrderRequest } from '@paypal/paypal-server-sdk';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentConfigError,
  paymentSettings,
  type PaymentSettings,
} from '../../src/server/payments/payment-settings';
import { paypalApi } from '../../src/server/payments/paypal-client';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import { useSimulator } from '../support/payments';

let sim: RunningSimulator;
const events: { raw: string; signature: string }[] = [];
const keepEvent = async (raw: string, signature: string) => {
  events.push({ raw, signature });
};

beforeAll(async () => {
  sim = await useSimulator({ deliverStripeEvent: keepEvent });
});
afterAll(() => sim.stop());
beforeEach(() => {
  sim.reset();
  sim.setStripeWebhook({ deliver: keepEvent });
  events.length = 0;
});

const RETURN_URL = 'http://localhost:8888/en/checkout/?step=3';

/** The form action of the page's button with this exact label (each button has its own form). */
function actionOf(html: string, label: string): string {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)</g)];
  const form = forms.find((match) => match[2] === label);
  if (!form?.[1]) throw new Error(`no button "${label}" on the page:\n${html}`);
  return form[1];
}

/** Opens a simulator page and presses one of its buttons; answers where it redirects. */
async function press(
  pageUrl: string,
  label: string,
): Promise<{ status: number; location: string }> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const action = new URL(actionOf(await page.text(), label), pageUrl);
  const answer = await fetch(action, { method: 'POST', redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

async function eventsOf(type: string): Promise<Stripe.Event[]> {
  const stripe = await stripeClient();
  return events
    .map(({ raw, signature }) => stripe.webhooks.constructEvent(raw, signature, 'whsec_simulator'))
    .filter((event) => event.type === type);
}

describe('Stripe PaymentIntents through the stripe SDK', () => {
  it('creates a PaymentIntent shaped like Stripe’s, and the same one again for the same key', async () => {
    const stripe = await stripeClient();
    const params = {
      amount: 12_345,
      currency: 'EUR',
      metadata: { cartId: 'cart-1' },
      automatic_payment_methods: { enabled: true },
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'cart-1:12345' });
    expect(first).toMatchObject({
      object: 'payment_intent',
      amount: 12_345,
      currency: 'eur',
      metadata: { cartId: 'cart-1' },
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true },
      livemode: false,
      latest_charge: null,
    });
    expect(first.id).toMatch(/^pi_/);
    expect(first.client_secret).toMatch(new RegExp(`^${first.id}_secret_`));

    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'cart-1:12345' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const changed = await thrown(
      stripe.paymentIntents.create({ ...params, amount: 999 }, { idempotencyKey: 'cart-1:12345' }),
    );
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(changed).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });

    expect((await stripe.paymentIntents.retrieve(first.id)).amount).toBe(12_345);
    const missing = await thrown(stripe.paymentIntents.retrieve('pi_missing'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('answers 401 without a secret key, with a publishable one, and for a live key', async () => {
    const bare = await fetch(`${sim.url}/v1/payment_intents`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '1000', currency: 'eur' }),
    });
    expect(bare.status).toBe(401);
    const publishable = await fetch(`${sim.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_simulator' },
      body: new URLSearchParams({ amount: '1000', currency: 'eur' }),
    });
    expect(publishable.status).toBe(401);
    // Built by hand: paymentSettings() itself refuses live keys next to the simulator.
    const live = new Stripe('sk_live_oops', {
      host: '127.0.0.1',
      port: new URL(sim.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await thrown(live.paymentIntents.create({ amount: 1000, currency: 'eur' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('confirms with pm_card_visa and sends a signed payment_intent.succeeded', async () => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 5000,
      last_payment_error: null,
    });
    expect(paid.latest_charge).toMatch(/^ch_/);

    await sim.webhooksSettled();
    const [event] = await eventsOf('payment_intent.succeeded');
    expect(event?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(sim.webhookDeliveries()).toEqual([
      expect.objectContaining({ type: 'payment_intent.succeeded', delivered: true, attempts: 1 }),
    ]);

    const { raw, signature } = events[0] as { raw: string; signature: string };
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const tampered = raw.replace('"succeeded"', '"canceled"');
    expect(() => stripe.webhooks.constructEvent(tampered, signature, 'whsec_simulator')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(raw, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('declines pm_card_chargeDeclined with a 402 card error and leaves the intent payable', async () => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur' });
    const error = await thrown(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      rawType: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });

    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', type: 'card_error' });
    await sim.webhooksSettled();
    expect((await eventsOf('payment_intent.payment_failed'))[0]?.data.object).toMatchObject({
      id: intent.id,
    });

    const retried = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(retried.status).toBe('succeeded');
    const twice = await thrown(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    );
    expect(twice).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('sends 3-D Secure cards to the authentication page, which completes them', async () => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({ amount: 7000, currency: 'eur' });
    const waiting = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_threeDSecure2Required',
      return_url: RETURN_URL,
    });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: { url: `${sim.url}/sim/3ds/${intent.id}`, return_url: RETURN_URL },
    });

    const page = await (await fetch(`${sim.url}/sim/3ds/${intent.id}`)).text();
    expect(page).toContain('<h1>');
    expect(page).toContain('€70.00');
    const back = await press(`${sim.url}/sim/3ds/${intent.id}`, 'Complete authentication');
    expect(back.status).toBe(303);
    const location = new URL(back.location);
    expect(location.origin + location.pathname).toBe('http://localhost:8888/en/checkout/');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: '3',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    // Nothing is left to authenticate: the page says so instead of settling it twice.
    expect((await fetch(`${sim.url}/sim/3ds/${intent.id}`)).status).toBe(409);
  });

  it('fails the payment when authentication fails', async () => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({ amount: 7000, currency: 'eur' });
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_threeDSecure2Required',
      return_url: RETURN_URL,
    });
    const back = await press(`${sim.url}/sim/3ds/${intent.id}`, 'Fail authentication');
    expect(new URL(back.location).searchParams.get('redirect_status')).toBe('failed');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    await sim.webhooksSettled();
    expect(await eventsOf('payment_intent.payment_failed')).toHaveLength(1);
  });

  it('takes a card number from the browser with the publishable key and the client secret', async () => {
    const stripe = await stripeClient();
    const confirmFromBrowser = async (
      intent: Stripe.PaymentIntent,
      number: string,
      secret?: string,
    ) =>
      fetch(`${sim.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_simulator',
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:8888',
        },
        body: new URLSearchParams({
          client_secret: secret ?? intent.client_secret ?? '',
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
          'payment_method_data[card][cvc]': '123',
          return_url: RETURN_URL,
        }),
      });

    const preflight = await fetch(`${sim.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8888',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );

    const good = await stripe.paymentIntents.create({ amount: 2500, currency: 'eur' });
    expect(
      (await confirmFromBrowser(good, '4242424242424242', `${good.id}_secret_wrong`)).status,
    ).toBe(400);
    const paid = await confirmFromBrowser(good, '4242 4242 4242 4242');
    expect(paid.headers.get('access-control-allow-origin')).toBe('*');
    expect(await paid.json()).toMatchObject({ id: good.id, status: 'succeeded' });

    const declined = await stripe.paymentIntents.create({ amount: 2500, currency: 'eur' });
    const refused = await confirmFromBrowser(declined, '4000000000000002');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });

    const secure = await stripe.paymentIntents.create({ amount: 2500, currency: 'eur' });
    const challenged = await confirmFromBrowser(secure, '4000002500003155');
    expect(await challenged.json()).toMatchObject({
      status: 'requires_action',
      next_action: { redirect_to_url: { url: `${sim.url}/sim/3ds/${secure.id}` } },
    });

    const wrongNumber = await stripe.paymentIntents.create({ amount: 2500, currency: 'eur' });
    const typo = await confirmFromBrowser(wrongNumber, '4242424242424241');
    expect(await typo.json()).toMatchObject({ error: { code: 'incorrect_number' } });

    // The shop's page may read the intent back with the same credentials after a redirect.
    const query = new URLSearchParams({ client_secret: good.client_secret ?? '' });
    const read = await fetch(`${sim.url}/v1/payment_intents/${good.id}?${query}`, {
      headers: { authorization: 'Bearer pk_test_simulator' },
    });
    expect(await read.json()).toMatchObject({ status: 'succeeded' });
  });

  it('refunds a paid intent once; the charge shows it', async () => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, reason: 'requested_by_customer' },
      { idempotencyKey: `refund:${intent.id}` },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 4200,
      currency: 'eur',
      payment_intent: intent.id,
      status: 'succeeded',
    });
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(expanded.latest_charge).toMatchObject({
      object: 'charge',
      refunded: true,
      amount_refunded: 4200,
    });
    const again = await thrown(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    const unpaid = await stripe.paymentIntents.create({ amount: 4200, currency: 'eur' });
    const nothing = await thrown(stripe.refunds.create({ payment_intent: unpaid.id }));
    expect(nothing).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
  });

  it('posts events to a webhook URL and retries when the shop fails to take one', async () => {
    const received: { signature: string; body: string }[] = [];
    const shop = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ signature: String(request.headers['stripe-signature']), body });
        response.statusCode = received.length === 1 ? 500 : 200;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const port = (shop.address() as AddressInfo).port;
      sim.setStripeWebhook({ url: `http://127.0.0.1:${port}/api/stripe_webhook` });
      const stripe = await stripeClient();
      await stripe.paymentIntents.create({
        amount: 1500,
        currency: 'eur',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      await sim.webhooksSettled();
      expect(received).toHaveLength(2);
      const [, second] = received as [unknown, { signature: string; body: string }];
      const event = stripe.webhooks.constructEvent(
        second.body,
        second.signature,
        'whsec_simulator',
      );
      expect(event.type).toBe('payment_intent.succeeded');
      expect(sim.webhookDeliveries()[0]).toMatchObject({ delivered: true, attempts: 2 });
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});

describe('PayPal Orders through @paypal/paypal-server-sdk', () => {
  const orderBody = (value = '30.00'): OrderRequest => ({
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: 'cart-1',
        customId: 'cart-1',
        amount: {
          currencyCode: 'EUR',
          value,
          breakdown: {
            itemTotal: { currencyCode: 'EUR', value: '25.00' },
            shipping: { currencyCode: 'EUR', value: '5.00' },
          },
        },
        items: [
          { name: 'Bag', quantity: '1', unitAmount: { currencyCode: 'EUR', value: '25.00' } },
        ],
      },
    ],
    paymentSource: {
      paypal: {
        experienceContext: {
          returnUrl: 'http://localhost:8888/en/confirm_paypal/',
          cancelUrl: 'http://localhost:8888/en/cancel_paypal/',
          brandName: 'Borse',
        },
      },
    },
  });

  async function createOrder(requestId?: string) {
    const { orders } = await paypalApi();
    const { result } = await orders.createOrder({
      body: orderBody(),
      ...(requestId ? { paypalRequestId: requestId } : {}),
    });
    const approval = result.links?.find((link) => link.rel === 'payer-action')?.href ?? '';
    return { id: result.id ?? '', approval, order: result };
  }

  it('refuses the token call without client credentials, and API calls without a token', async () => {
    const token = await fetch(`${sim.url}/v1/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toMatchObject({ error: 'invalid_client' });
    const orders = await fetch(`${sim.url}/v2/checkout/orders/ANY`);
    expect(orders.status).toBe(401);
    expect(await orders.json()).toMatchObject({ name: 'AUTHENTICATION_FAILURE' });
  });

  it('creates an order waiting for the buyer, the same one again for the same request id', async () => {
    const { id, approval, order } = await createOrder('paypal:cart-1:3000');
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(approval).toBe(`${sim.url}/checkoutnow?token=${id}`);
    expect(order.purchaseUnits?.[0]?.amount?.value).toBe('30.00');
    expect((await createOrder('paypal:cart-1:3000')).id).toBe(id);
    expect((await createOrder('paypal:cart-1:other')).id).not.toBe(id);
  });

  it('refuses amounts that do not add up, as PayPal does', async () => {
    const error = await thrown(
      (await paypalApi()).orders.createOrder({ body: orderBody('31.00') }),
    );
    expect(error).toBeInstanceOf(CustomError);
    expect(error).toMatchObject({
      statusCode: 422,
      result: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AMOUNT_MISMATCH' }] },
    });
  });

  it('captures only after approval, once, and shows the capture on the order', async () => {
    const { orders } = await paypalApi();
    const { id, approval } = await createOrder();

    const early = await thrown(orders.captureOrder({ id }));
    expect(early).toBeInstanceOf(CustomError);
    expect(early).toMatchObject({
      statusCode: 422,
      result: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
    });

    const page = await (await fetch(approval)).text();
    expect(page).toMatch(/<h1>[^<]+<\/h1>/);
    expect(page).toContain('€30.00');
    const back = await press(approval, 'Pay now');
    expect(back.status).toBe(303);
    const returned = new URL(back.location);
    expect(returned.pathname).toBe('/en/confirm_paypal/');
    expect(returned.searchParams.get('token')).toBe(id);
    const payerId = returned.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect((await orders.getOrder({ id })).result.status).toBe('APPROVED');

    const { result: captured } = await orders.captureOrder({
      id,
      paypalRequestId: `capture:${id}`,
    });
    expect(captured.status).toBe('COMPLETED');
    expect(captured.payer?.payerId).toBe(payerId);
    const capture = captured.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'EUR', value: '30.00' },
    });

    const { result: again } = await orders.captureOrder({ id });
    expect(again.status).toBe('COMPLETED');
    expect(again.purchaseUnits?.[0]?.payments?.captures).toHaveLength(1);
    expect(again.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);
    expect((await fetch(approval)).status).toBe(409);
  });

  it('declines the capture of an order paid with the declining card', async () => {
    const { orders } = await paypalApi();
    const { id, approval } = await createOrder();
    const back = await press(approval, 'Pay with a card that will be declined');
    expect(new URL(back.location).searchParams.get('token')).toBe(id);
    const declined = await thrown(orders.captureOrder({ id }));
    expect(declined).toBeInstanceOf(CustomError);
    expect(declined).toMatchObject({
      statusCode: 422,
      result: { details: [{ issue: 'INSTRUMENT_DECLINED' }] },
    });
    // The buyer is sent back to choose again; the order waits for them.
    expect((await orders.getOrder({ id })).result.status).toBe('PAYER_ACTION_REQUIRED');
    await press(approval, 'Pay now');
    expect((await orders.captureOrder({ id })).result.status).toBe('COMPLETED');
  });

  it('sends a buyer who cancels back to the cancel URL', async () => {
    const { id, approval } = await createOrder();
    const back = await press(approval, 'Cancel and return to the shop');
    const cancelled = new URL(back.location);
    expect(cancelled.pathname).toBe('/en/cancel_paypal/');
    expect(cancelled.searchParams.get('token')).toBe(id);
    expect((await (await paypalApi()).orders.getOrder({ id })).result.status).toBe(
      'PAYER_ACTION_REQUIRED',
    );
  });

  it('refunds a capture once', async () => {
    const { orders, payments } = await paypalApi();
    const { id, approval } = await createOrder();
    await press(approval, 'Pay now');
    const { result } = await orders.captureOrder({ id });
    const captureId = result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id ?? '';
    const { result: refund } = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund:${captureId}`,
      body: {},
    });
    expect(refund).toMatchObject({ status: 'COMPLETED', amount: { value: '30.00' } });
    const replay = await payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund:${captureId}`,
      body: {},
    });
    expect(replay.result.id).toBe(refund.id);
    expect((await payments.getCapturedPayment({ captureId })).result.status).toBe('REFUNDED');
    const twice = await thrown(payments.refundCapturedPayment({ captureId, body: {} }));
    expect(twice).toMatchObject({
      statusCode: 422,
      result: { details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
    });
  });
});

describe('the simulator as the SDKs reach it', () => {
  it('logs every SDK call at /sim/requests, so an SDK that stops reaching it fails here', async () => {
    // A client id of its own: a fresh SDK client that must fetch its OAuth token here.
    const settings: PaymentSettings = paymentSettings({
      ...process.env,
      PAYPAL_CLIENT_ID: 'request-log-client',
    });
    await (
      await stripeClient(settings)
    ).paymentIntents.create({ amount: 1000, currency: 'eur' }, { idempotencyKey: 'log-1' });
    await (
      await paypalApi(settings)
    ).orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: 'EUR', value: '10.00' } }],
      },
      paypalRequestId: 'log-2',
    });

    const logged = (await (await fetch(`${sim.url}/sim/requests`)).json()) as unknown[];
    expect(logged).toEqual(sim.requests());
    expect(logged).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/payment_intents',
        provider: 'stripe',
        idempotencyKey: 'log-1',
        status: 200,
      }),
      expect.objectContaining({ method: 'POST', path: '/v1/oauth2/token', provider: 'paypal' }),
      expect.objectContaining({
        method: 'POST',
        path: '/v2/checkout/orders',
        provider: 'paypal',
        idempotencyKey: 'log-2',
        status: 201,
      }),
    ]);

    expect((await fetch(`${sim.url}/sim/reset`, { method: 'POST' })).status).toBe(200);
    expect(sim.requests()).toEqual([]);
  });

  it('is refused with live keys, and PayPal without its keys is unavailable', async () => {
    expect(() => paymentSettings({ ...process.env, STRIPE_SECRET_KEY: 'sk_live_real' })).toThrow(
      PaymentConfigError,
    );
    expect(() => paymentSettings({ ...process.env, PAYPAL_ENVIRONMENT: 'production' })).toThrow(
      PaymentConfigError,
    );
    const settings = paymentSettings();
    expect(settings.simulatorUrl).toBe(sim.url);
    await expect(
      paypalApi({ ...settings, paypal: { ...settings.paypal, clientId: '', clientSecret: '' } }),
    ).rejects.toThrow(PaymentConfigError);
    expect(await stripeClient()).toBe(await stripeClient(paymentSettings()));
    expect(await paypalApi()).toBe(await paypalApi(paymentSettings()));
  });
});
