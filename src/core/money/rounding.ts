/**
 * Integer division rounded half away from zero (half up for the positive amounts a shop
 * mostly sees). Money never passes through a float fraction, so 0.1 + 0.2 errors cannot creep
 * into cents; the operands stay well inside Number.MAX_SAFE_INTEGER for any real shop total.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('denominator must not be 0');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return sign * rounded + 0;
}

export function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}

/** Money is always integer cents; a fraction means a bug upstream, so fail loudly. */
export function assertCents(value: number, name = 'amount'): void {
  assertSafeInteger(value, `${name} (cents)`);
}
