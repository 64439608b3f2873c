import { stripeId, unixSeconds } from '../ids';
import type { StripeContext } from './context';
import { invalidParam, missingParam, noSuch } from './errors';
import { formMetadata, formString, type FormObject } from './form';
import { refundObject } from './objects';
import { isAnswer, type SimCharge, type SimRefund, type StripeAnswer } from './types';

function chargeToRefund(ctx: StripeContext, form: FormObject): SimCharge | StripeAnswer {
  const intentId = formString(form, 'payment_intent');
  const chargeId = formString(form, 'charge');
  if (!intentId && !chargeId) return missingParam('payment_intent');
  if (chargeId) return ctx.state.charges.get(chargeId) ?? noSuch('charge', chargeId, 'charge');
  const intent = ctx.state.paymentIntents.get(intentId as string);
  if (!intent) return noSuch('payment_intent', intentId as string, 'payment_intent');
  const charge = intent.latestChargeId ? ctx.state.charges.get(intent.latestChargeId) : undefined;
  if (!charge || charge.status !== 'succeeded') {
    return invalidParam(
      'payment_intent',
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  }
  return charge;
}

/** POST /v1/refunds: the whole remaining amount unless `amount` says less. */
export function createRefund(ctx: StripeContext, form: FormObject): StripeAnswer {
  const charge = chargeToRefund(ctx, form);
  if (isAnswer(charge)) return charge;
  const remaining = charge.amount - charge.amountRefunded;
  if (charge.status !== 'succeeded') {
    return invalidParam(
      'charge',
      `Charge ${charge.id} has not succeeded.`,
      'charge_not_refundable',
    );
  }
  if (remaining <= 0) {
    return invalidParam(
      'charge',
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    );
  }
  const rawAmount = formString(form, 'amount');
  const amount = rawAmount === undefined ? remaining : Number(rawAmount);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return invalidParam('amount', `Invalid integer: ${rawAmount}`, 'parameter_invalid_integer');
  }
  if (amount > remaining) {
    return invalidParam(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      'amount_too_large',
    );
  }
  const refund: SimRefund = {
    id: stripeId('re'),
    chargeId: charge.id,
    paymentIntentId: charge.paymentIntentId,
    amount,
    currency: charge.currency,
    reason: formString(form, 'reason') ?? null,
    metadata: formMetadata(form),
    created: unixSeconds(),
  };
  ctx.state.refunds.set(refund.id, refund);
  charge.amountRefunded += amount;
  charge.refundIds.push(refund.id);
  return { status: 200, body: refundObject(refund) };
}
