/** The card form's fields as typed. */
export type CardValues = {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
};

export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

/** The card as the provider takes it: digits only, the expiry as month and four-digit year. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** Card numbers are 12 to 19 digits; people type them in groups with spaces or dashes. */
const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/** "MM/YY" or "MM/YYYY", spaces allowed around the slash. */
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/**
 * The fields that cannot be a card (empty, letters, a month 13, an expiry already past), for
 * messages before anything is sent; a field not named is fine. The provider decides the rest.
 */
export function cardProblems(values: CardValues, now: Date): Partial<Record<CardField, true>> {
  const problems: Partial<Record<CardField, true>> = {};
  if (!/^\d{12,19}$/.test(cardDigits(values.number))) problems.number = true;
  const expiry = parseExpiry(values.expiry);
  if (!expiry || isPast(expiry, now)) problems.expiry = true;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) problems.cvc = true;
  if (values.name.trim() === '') problems.name = true;
  return problems;
}

function parseExpiry(text: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good to the end of its expiry month. */
const isPast = (expiry: { month: number; year: number }, now: Date) =>
  expiry.year < now.getFullYear() ||
  (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);

/** The checked values as the provider takes them; call after cardProblems found none. */
export function cardDetails(values: CardValues): CardDetails {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('cardDetails needs a checked expiry');
  return {
    number: cardDigits(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}

/**
 * The form body Stripe.js posts to confirm a PaymentIntent with a card typed in the page
 * (POST /v1/payment_intents/:id/confirm with the publishable key).
 */
export function confirmCardBody(
  card: CardDetails,
  clientSecret: string,
  returnUrl: string,
): URLSearchParams {
  return new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[billing_details][name]': card.name,
    return_url: returnUrl,
  });
}
