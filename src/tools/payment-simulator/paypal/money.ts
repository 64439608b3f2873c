/** PayPal's currencies without decimals; every other one the shop could use has two. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** "12.3" → 1230, in the currency's smallest unit, without floating point. */
export function toMinor(money: PaypalMoney): number {
  const [units = '0', fraction = ''] = money.value.split('.');
  const decimals = decimalsOf(money.currency_code);
  return Number(units) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

export function fromMinor(minor: number, currency: string): PaypalMoney {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return { currency_code: currency, value: String(minor) };
  const units = Math.floor(minor / 100);
  return { currency_code: currency, value: `${units}.${String(minor % 100).padStart(2, '0')}` };
}

/** A fee like PayPal's European rate (3.49% + 0.35), so receivable breakdowns look real. */
export function paypalFee(gross: PaypalMoney): PaypalMoney {
  const minor = toMinor(gross);
  const fee = Math.min(minor, Math.round(minor * 0.0349) + 35);
  return fromMinor(fee, gross.currency_code);
}
