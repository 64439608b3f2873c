/**
 * The European Union's member states (ISO 3166-1 alpha-2), as of 2026. Within them an order
 * travels inside the single VAT area and customs union; anywhere else it is an export, where
 * the destination's customs may charge duties and taxes of their own on delivery.
 */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** Whether an address in this country is delivered outside the EU (no country: not known yet). */
export function deliveredOutsideEu(countryCode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  return code !== '' && !EU_MEMBER_STATES.has(code);
}
