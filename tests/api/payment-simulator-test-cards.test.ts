import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import { useSimulator } from '../support/payments';

/*
 * Stripe's documented test cards (docs.stripe.com/testing), written out here rather than read
 * from the simulator's table, so a card the simulator gets wrong fails.
 */

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(() => sim.stop());
beforeEach(() => sim.reset());

const RETURN_URL = 'http://localhost:8888/en/checkout/';

/** A card typed in, as Stripe takes it in payment_method_data (the SDK types only tokens). */
function typedCard(number: string): Stripe.PaymentIntentCreateParams.PaymentMethodData {
  const card = { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' };
  return { type: 'card', card } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData;
}

async function payWith(number: string) {
  const stripe = await stripeClient();
  return stripe.paymentIntents.create({
    amount: 4200,
    currency: 'eur',
    payment_method_data: typedCard(number),
    confirm: true,
    return_url: RETURN_URL,
    expand: ['payment_method'],
  });
}

async function declineOf(number: string): Promise<Stripe.errors.StripeError> {
  try {
    await payWith(number);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error(`${number} was not declined`);
}

/** Presses a button of the simulator's 3-D Secure page; answers the PaymentIntent after it. */
async function authenticate(intent: Stripe.PaymentIntent, button: 'complete' | 'fail') {
  const answer = await fetch(`${sim.url}/sim/3ds/${intent.id}/${button}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location') ?? '');
  const stripe = await stripeClient();
  return {
    redirectStatus: back.searchParams.get('redirect_status'),
    intent: await stripe.paymentIntents.retrieve(intent.id),
  };
}

describe('Stripe’s test cards through the stripe SDK', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', 'credit'],
    ['4000 0566 5566 5556', 'visa', 'debit'],
    ['5555 5555 5555 4444', 'mastercard', 'credit'],
    ['2223 0031 2200 3222', 'mastercard', 'credit'],
    ['3782 822463 10005', 'amex', 'credit'],
    ['6011 1111 1111 1117', 'discover', 'credit'],
    ['3056 9300 0902 0004', 'diners', 'credit'],
    ['3566 0020 2036 0505', 'jcb', 'credit'],
    ['6200 0000 0000 0005', 'unionpay', 'credit'],
  ])('%s is charged as a %s %s card', async (number, brand, funding) => {
    const intent = await payWith(number);
    expect(intent.status).toBe('succeeded');
    const method = intent.payment_method as Stripe.PaymentMethod;
    expect(method.card).toMatchObject({ brand, funding, last4: number.slice(-4) });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      '4000 0000 0000 9995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000 0000 0000 9987', 'card_declined', 'lost_card', 'Your card was declined.'],
    ['4000 0000 0000 9979', 'card_declined', 'stolen_card', 'Your card was declined.'],
    ['4000 0000 0000 0069', 'expired_card', 'expired_card', 'Your card has expired.'],
    [
      '4000 0000 0000 0127',
      'incorrect_cvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
    ],
    [
      '4000 0000 0000 0119',
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('%s is declined: %s (%s)', async (number, code, declineCode, message) => {
    const error = await declineOf(number);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect({ type: error.type, code: error.code, decline: error.decline_code }).toEqual({
      type: 'StripeCardError',
      code,
      decline: declineCode,
    });
    expect(error.message).toBe(message);
    // The PaymentIntent keeps the error and waits for another card, as Stripe's does.
    const intent = error.payment_intent as Stripe.PaymentIntent;
    const stripe = await stripeClient();
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({
      type: 'card_error',
      code,
      decline_code: declineCode,
      message,
    });
  });

  it('4242 4242 4242 4241 is an incorrect number', async () => {
    const error = await declineOf('4242 4242 4242 4241');
    expect(error).toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    });
  });

  it.each(['4000 0027 6000 3184', '4000 0025 0000 3155', '4000 0000 0000 3220'])(
    '%s asks for 3-D Secure, then is charged',
    async (number) => {
      const waiting = await payWith(number);
      expect(waiting.status).toBe('requires_action');
      expect(waiting.next_action?.redirect_to_url?.url).toBe(`${sim.url}/sim/3ds/${waiting.id}`);
      const after = await authenticate(waiting, 'complete');
      expect(after.redirectStatus).toBe('succeeded');
      expect(after.intent.status).toBe('succeeded');
    },
  );

  it('4000 0027 6000 3184 failing authentication is payment_intent_authentication_failure', async () => {
    const after = await authenticate(await payWith('4000 0027 6000 3184'), 'fail');
    expect(after.redirectStatus).toBe('failed');
    expect(after.intent.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
    });
  });

  it('4000 0084 0000 1629 passes 3-D Secure, then is declined with card_declined', async () => {
    const waiting = await payWith('4000 0084 0000 1629');
    expect(waiting.status).toBe('requires_action');
    const after = await authenticate(waiting, 'complete');
    expect(after.redirectStatus).toBe('failed');
    expect(after.intent.status).toBe('requires_payment_method');
    expect(after.intent.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it.each([
    ['pm_card_visa_debit', 'succeeded'],
    ['pm_card_amex', 'succeeded'],
    ['pm_card_authenticationRequired', 'requires_action'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
  ])('the ready-made PaymentMethod %s: %s', async (paymentMethod, expected) => {
    const stripe = await stripeClient();
    const intent = await stripe.paymentIntents.create({ amount: 4200, currency: 'eur' });
    try {
      const confirmed = await stripe.paymentIntents.confirm(intent.id, {
        payment_method: paymentMethod,
        return_url: RETURN_URL,
      });
      expect(confirmed.status).toBe(expected);
    } catch (err) {
      expect((err as Stripe.errors.StripeError).decline_code).toBe(expected);
    }
  });
});
