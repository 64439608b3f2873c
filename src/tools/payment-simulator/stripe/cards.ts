import { stripeId, unixSeconds } from '../ids';
import { CARD_ERRORS } from './errors';
import { formString, type FormObject } from './form';
import { numberOfTestPaymentMethod, TEST_CARDS, UNKNOWN_CARD_OUTCOME } from './test-cards';
import type { SimCard, SimPaymentMethod, StripeErrorBody } from './types';

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function testCard(number: string, expMonth: number, expYear: number): SimCard {
  const known = TEST_CARDS[number];
  return {
    brand: known?.brand ?? brandOf(number),
    funding: known?.funding ?? 'credit',
    last4: number.slice(-4),
    expMonth,
    expYear,
    outcome: known?.outcome ?? UNKNOWN_CARD_OUTCOME,
  };
}

function newPaymentMethod(card: SimCard): SimPaymentMethod {
  return { id: stripeId('pm'), card, created: unixSeconds() };
}

/** A test PaymentMethod id (`pm_card_visa`), or null when the id is not one. */
export function testPaymentMethod(id: string): SimPaymentMethod | null {
  const number = numberOfTestPaymentMethod(id);
  if (!number) return null;
  const nextYear = new Date().getUTCFullYear() + 1;
  return newPaymentMethod(testCard(number, 12, nextYear));
}

/**
 * The card in `payment_method_data[card][…]` as Stripe.js would send it from the browser, or
 * the card error Stripe answers for a wrong number, a past expiry date or a bad security code.
 */
export function cardFromForm(data: FormObject): SimPaymentMethod | StripeErrorBody {
  const card = data.card;
  if (typeof card !== 'object' || Array.isArray(card)) return CARD_ERRORS.incorrectNumber;
  const number = (formString(card, 'number') ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return CARD_ERRORS.incorrectNumber;
  const expMonth = Number(formString(card, 'exp_month'));
  const rawYear = Number(formString(card, 'exp_year'));
  const expYear = rawYear < 100 ? 2000 + rawYear : rawYear;
  const now = new Date();
  const expired =
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !expYear || expired) {
    return CARD_ERRORS.expired;
  }
  const cvc = formString(card, 'cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) return CARD_ERRORS.incorrectCvc;
  return newPaymentMethod(testCard(number, expMonth, expYear));
}
