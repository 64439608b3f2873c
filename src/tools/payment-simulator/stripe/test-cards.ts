import type { CardOutcome, StripeErrorBody } from './types';

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  outcome: CardOutcome;
  /** Stripe's ready-made PaymentMethod ids for this card (`pm_card_visa`). */
  paymentMethods?: string[];
}

/** A decline as Stripe words it: card_error, its code, the issuer's decline_code, the message. */
const declined = (
  code: string,
  declineCode: string,
  message: string,
  param?: string,
): CardOutcome => ({
  kind: 'decline',
  error: {
    type: 'card_error',
    code,
    decline_code: declineCode,
    message,
    ...(param ? { param } : {}),
  },
});

const GENERIC_DECLINE: StripeErrorBody = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

const SUCCEED: CardOutcome = { kind: 'succeed' };
const CHALLENGE: CardOutcome = { kind: 'authenticate', afterChallenge: null };

/**
 * Stripe's documented test cards (docs.stripe.com/testing), by number. Any other valid number
 * is declined, as Stripe's test mode does with real card numbers. 4242 4242 4242 4241 is not
 * here: it fails the Luhn check, which answers incorrect_number before any card exists.
 * 4000 0025 0000 3155 asks for authentication unless set up for later use: the simulator has
 * no SetupIntents, so it always asks.
 */
export const TEST_CARDS: Record<string, TestCard> = {
  // Success, per brand.
  '4242424242424242': {
    brand: 'visa',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_visa'],
  },
  '4000056655665556': {
    brand: 'visa',
    funding: 'debit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_visa_debit'],
  },
  '5555555555554444': {
    brand: 'mastercard',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_mastercard'],
  },
  '2223003122003222': { brand: 'mastercard', funding: 'credit', outcome: SUCCEED },
  '378282246310005': {
    brand: 'amex',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_amex'],
  },
  '6011111111111117': {
    brand: 'discover',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_discover'],
  },
  '3056930009020004': {
    brand: 'diners',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_diners'],
  },
  '3566002020360505': {
    brand: 'jcb',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_jcb'],
  },
  '6200000000000005': {
    brand: 'unionpay',
    funding: 'credit',
    outcome: SUCCEED,
    paymentMethods: ['pm_card_unionpay'],
  },
  // 3-D Secure.
  '4000002760003184': {
    brand: 'visa',
    funding: 'credit',
    outcome: CHALLENGE,
    paymentMethods: ['pm_card_authenticationRequired'],
  },
  '4000002500003155': {
    brand: 'visa',
    funding: 'credit',
    outcome: CHALLENGE,
    paymentMethods: ['pm_card_authenticationRequiredOnSetup'],
  },
  '4000000000003220': {
    brand: 'visa',
    funding: 'credit',
    outcome: CHALLENGE,
    paymentMethods: ['pm_card_threeDSecure2Required'],
  },
  '4000008400001629': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'authenticate', afterChallenge: GENERIC_DECLINE },
  },
  // Declines.
  '4000000000000002': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'decline', error: GENERIC_DECLINE },
    paymentMethods: ['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined'],
  },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
    paymentMethods: ['pm_card_visa_chargeDeclinedInsufficientFunds'],
  },
  '4000000000009987': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined('card_declined', 'lost_card', 'Your card was declined.'),
    paymentMethods: ['pm_card_visa_chargeDeclinedLostCard'],
  },
  '4000000000009979': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined('card_declined', 'stolen_card', 'Your card was declined.'),
    paymentMethods: ['pm_card_visa_chargeDeclinedStolenCard'],
  },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined('expired_card', 'expired_card', 'Your card has expired.', 'exp_month'),
    paymentMethods: ['pm_card_chargeDeclinedExpiredCard'],
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined(
      'incorrect_cvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
      'cvc',
    ),
    paymentMethods: ['pm_card_chargeDeclinedIncorrectCvc'],
  },
  '4000000000000119': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined(
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ),
    paymentMethods: ['pm_card_chargeDeclinedProcessingError'],
  },
};

/** Any other number: a card test mode cannot charge, declined as Stripe does. */
export const UNKNOWN_CARD_OUTCOME: CardOutcome = { kind: 'decline', error: GENERIC_DECLINE };

/** The card number behind one of Stripe's ready-made PaymentMethod ids, or undefined. */
export function numberOfTestPaymentMethod(id: string): string | undefined {
  return Object.entries(TEST_CARDS).find(([, card]) => card.paymentMethods?.includes(id))?.[0];
}
