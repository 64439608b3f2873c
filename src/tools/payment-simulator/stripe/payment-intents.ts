import { randomBytes } from 'node:crypto';
import { stripeId, unixSeconds } from '../ids';
import { cardFromForm, testPaymentMethod } from './cards';
import type { EventOrigin, StripeContext } from './context';
import { invalidParam, missingParam, noSuch, stripeError, unexpectedState } from './errors';
import { formMetadata, formObject, formString, formStrings, type FormObject } from './form';
import { chargeObject, paymentIntentObject, paymentMethodObject } from './objects';
import {
  isAnswer,
  type SimPaymentIntent,
  type SimPaymentMethod,
  type StripeAnswer,
  type StripeErrorBody,
} from './types';

const CONFIRMABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** The PaymentIntent as an answer, with the fields the caller asked to expand. */
export function intentObject(ctx: StripeContext, intent: SimPaymentIntent, expand: string[] = []) {
  const charge = intent.latestChargeId ? ctx.state.charges.get(intent.latestChargeId) : undefined;
  const refunds = (charge?.refundIds ?? []).flatMap((id) => ctx.state.refunds.get(id) ?? []);
  return paymentIntentObject(intent, ctx.baseUrl(), {
    ...(charge && expand.includes('latest_charge')
      ? { latestCharge: chargeObject(charge, refunds) }
      : {}),
    ...(intent.paymentMethod && expand.includes('payment_method')
      ? { paymentMethod: paymentMethodObject(intent.paymentMethod) }
      : {}),
  });
}

function ok(ctx: StripeContext, intent: SimPaymentIntent, form: FormObject): StripeAnswer {
  return { status: 200, body: intentObject(ctx, intent, formStrings(form, 'expand')) };
}

export function createPaymentIntent(
  ctx: StripeContext,
  form: FormObject,
  origin: EventOrigin,
): StripeAnswer {
  const rawAmount = formString(form, 'amount');
  if (rawAmount === undefined) return missingParam('amount');
  const amount = Number(rawAmount);
  if (!/^\d+$/.test(rawAmount) || !Number.isSafeInteger(amount)) {
    return invalidParam('amount', `Invalid integer: ${rawAmount}`, 'parameter_invalid_integer');
  }
  const currency = formString(form, 'currency')?.toLowerCase();
  if (!currency) return missingParam('currency');
  if (!/^[a-z]{3}$/.test(currency))
    return invalidParam('currency', `Invalid currency: ${currency}`);
  // Stripe's smallest charge is about 50 cents in most currencies.
  if (amount < 50) {
    return invalidParam('amount', 'Amount must be at least 50 cents', 'amount_too_small');
  }
  const types = formStrings(form, 'payment_method_types');
  const intent: SimPaymentIntent = {
    id: stripeId('pi'),
    clientSecret: '',
    amount,
    currency,
    metadata: formMetadata(form),
    description: formString(form, 'description') ?? null,
    receiptEmail: formString(form, 'receipt_email') ?? null,
    paymentMethodTypes: types.length > 0 ? types : ['card'],
    automaticPaymentMethods:
      types.length === 0 || formObject(form, 'automatic_payment_methods')?.enabled === 'true',
    status: 'requires_payment_method',
    paymentMethod: null,
    returnUrl: formString(form, 'return_url') ?? null,
    lastPaymentError: null,
    latestChargeId: null,
    created: unixSeconds(),
    apiVersion: origin.apiVersion,
  };
  intent.clientSecret = `${intent.id}_secret_${randomBytes(18).toString('base64url')}`;
  ctx.state.paymentIntents.set(intent.id, intent);
  if (formString(form, 'payment_method')) intent.status = 'requires_confirmation';
  if (formString(form, 'confirm') === 'true')
    return confirmPaymentIntent(ctx, intent, form, origin);
  return ok(ctx, intent, form);
}

function paymentMethodFor(
  ctx: StripeContext,
  intent: SimPaymentIntent,
  form: FormObject,
): SimPaymentMethod | StripeAnswer {
  const id = formString(form, 'payment_method');
  if (id) {
    const method = testPaymentMethod(id) ?? ctx.state.paymentMethods.get(id);
    return method ?? noSuch('PaymentMethod', id, 'payment_method');
  }
  const data = formObject(form, 'payment_method_data');
  if (data) {
    if (formString(data, 'type') !== 'card') {
      return invalidParam('payment_method_data[type]', 'The simulator takes cards only.');
    }
    const method = cardFromForm(data);
    return 'card' in method && 'id' in method ? method : stripeError(402, method);
  }
  if (intent.paymentMethod) return intent.paymentMethod;
  return stripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    param: 'payment_method',
    message:
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update " +
      'the PaymentIntent with a payment method and then confirm it again.',
  });
}

/** Every attempt on a card leaves a charge, succeeded or failed, as Stripe's do. */
function recordCharge(
  ctx: StripeContext,
  intent: SimPaymentIntent,
  status: 'succeeded' | 'failed',
  failure: StripeErrorBody | null,
) {
  const charge = {
    id: stripeId('ch'),
    paymentIntentId: intent.id,
    amount: intent.amount,
    amountRefunded: 0,
    currency: intent.currency,
    status,
    paymentMethod: intent.paymentMethod as SimPaymentMethod,
    failureCode: failure ? (failure.code ?? null) : null,
    failureMessage: failure ? failure.message : null,
    declineCode: failure?.decline_code ?? null,
    refundIds: [],
    created: unixSeconds(),
  };
  ctx.state.charges.set(charge.id, charge);
  return charge;
}

export function succeed(ctx: StripeContext, intent: SimPaymentIntent, origin: EventOrigin): void {
  const charge = recordCharge(ctx, intent, 'succeeded', null);
  Object.assign(intent, { status: 'succeeded', lastPaymentError: null, latestChargeId: charge.id });
  ctx.webhooks.send('payment_intent.succeeded', intentObject(ctx, intent), origin);
}

/** A failed attempt: the PaymentIntent waits for another payment method, as Stripe's does. */
export function fail(
  ctx: StripeContext,
  intent: SimPaymentIntent,
  error: StripeErrorBody,
  origin: EventOrigin,
): StripeErrorBody {
  const method = intent.paymentMethod as SimPaymentMethod;
  const charge = recordCharge(ctx, intent, 'failed', error);
  const lastError = { ...error, charge: charge.id, payment_method: paymentMethodObject(method) };
  Object.assign(intent, {
    status: 'requires_payment_method',
    paymentMethod: null,
    lastPaymentError: lastError,
    latestChargeId: charge.id,
  });
  ctx.webhooks.send('payment_intent.payment_failed', intentObject(ctx, intent), origin);
  return lastError;
}

export function confirmPaymentIntent(
  ctx: StripeContext,
  intent: SimPaymentIntent,
  form: FormObject,
  origin: EventOrigin,
): StripeAnswer {
  if (!CONFIRMABLE.has(intent.status)) {
    const reason =
      intent.status === 'succeeded'
        ? 'it has already succeeded after being previously confirmed'
        : `it has a status of ${intent.status}`;
    return unexpectedState(
      `You cannot confirm this PaymentIntent because ${reason}.`,
      intentObject(ctx, intent),
    );
  }
  const method = paymentMethodFor(ctx, intent, form);
  if (isAnswer(method)) return method;
  ctx.state.paymentMethods.set(method.id, method);
  intent.paymentMethod = method;
  intent.returnUrl = formString(form, 'return_url') ?? intent.returnUrl;

  const outcome = method.card.outcome;
  if (outcome.kind === 'succeed') succeed(ctx, intent, origin);
  if (outcome.kind === 'authenticate') {
    Object.assign(intent, { status: 'requires_action', lastPaymentError: null });
  }
  if (outcome.kind === 'decline') {
    const error = fail(ctx, intent, outcome.error, origin);
    return stripeError(402, { ...error, payment_intent: intentObject(ctx, intent) });
  }
  return ok(ctx, intent, form);
}
