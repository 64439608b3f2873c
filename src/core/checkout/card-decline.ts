/**
 * Why a card payment was refused, as the shop tells the shopper: one reason per thing they can
 * do about it. Lost and stolen cards read as a plain decline, as Stripe advises: telling the
 * person holding the card that it was reported would help a thief and alarm nobody useful.
 */
export const CARD_DECLINE_REASONS = [
  'generic',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_failed',
] as const;

export type CardDeclineReason = (typeof CARD_DECLINE_REASONS)[number];

const BY_CODE: Readonly<Record<string, CardDeclineReason>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  processing_error: 'processing_error',
  payment_intent_authentication_failure: 'authentication_failed',
};

/** Stripe's error (`{ code, decline_code }`, from an answer or last_payment_error) as a reason. */
export function cardDeclineReason(error: unknown): CardDeclineReason {
  if (typeof error !== 'object' || error === null) return 'generic';
  const { code, decline_code: declineCode } = error as { code?: unknown; decline_code?: unknown };
  for (const key of [declineCode, code]) {
    if (typeof key === 'string' && Object.hasOwn(BY_CODE, key)) return BY_CODE[key] ?? 'generic';
  }
  return 'generic';
}
