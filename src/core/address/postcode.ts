/**
 * Postal codes by delivery country: the form each country's post office publishes, for the
 * countries the shop's seed delivers to (the EU, the United Kingdom, the United States and
 * South Africa). A country without a rule here takes any code (the address only needs one),
 * so a country added later is never refused for want of a rule. One rule for the browser's
 * early check and the server's refusal (src/core/validation/address.ts).
 *
 * Matching ignores letter case and spaces at either end; a space or a hyphen where the post
 * office prints one may be left out, since people type codes both ways.
 */
const POSTCODE_RULES: Readonly<Record<string, RegExp>> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  CY: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  GR: /^\d{3} ?\d{2}$/,
  HR: /^\d{5}$/,
  HU: /^\d{4}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  IT: /^\d{5}$/,
  LT: /^(LT-?)?\d{5}$/,
  LU: /^(L-?)?\d{4}$/,
  LV: /^(LV-?)?\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-?\d{3}$/,
  PT: /^\d{4}-?\d{3}$/,
  RO: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SI: /^(SI-?)?\d{4}$/,
  SK: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
  ZA: /^\d{4}$/,
};

/** The message a code gets that cannot be one of its country's (translated by its key). */
export const POSTCODE_INVALID = 'Enter a valid postal code for the country';

/** The countries with a rule (for the documentation and the tests). */
export const POSTCODE_COUNTRIES = Object.keys(POSTCODE_RULES).sort();

/**
 * Whether the code can be one of the country's. An empty code is not judged here (the
 * required-field check says "Enter the postal code"); a country without a rule takes any code.
 */
export function postcodeFits(country: string, code: string): boolean {
  const rule = POSTCODE_RULES[country.trim().toUpperCase()];
  const typed = code.trim().toUpperCase();
  if (!rule || typed === '') return true;
  return rule.test(typed);
}
