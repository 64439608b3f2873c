/**
 * The rules of an administrator's second factor (issue 28.4, docs/decisions.md). The numbers
 * live here; src/server/second-factor/ applies them.
 */
export const SECOND_FACTOR = {
  /** RFC 6238's defaults, which every authenticator app reads from the otpauth URI. */
  periodSeconds: 30,
  digits: 6,
  /** Codes one step early or late are taken: a phone's clock a little off still works. */
  windowSteps: 1,
  /** Between a right password and its second step (enrolling needs time to open an app). */
  ticketSeconds: 10 * 60,
  /** "Remember this device": skips the code for at most this long. */
  deviceDays: 30,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown in groups of four. */
  recoveryCodeLength: 12,
} as const;

/** The time step a code of `at` belongs to. */
export const timeStep = (at: Date): number =>
  Math.floor(at.getTime() / 1000 / SECOND_FACTOR.periodSeconds);

/**
 * Whether a code matching `matchedStep` may be used: within the window around now, and later
 * than the last step a code was taken for, so a code seen over a shoulder, or a code older
 * than one already used, is refused.
 */
export function stepUsable(matchedStep: number, nowStep: number, lastUsedStep: number): boolean {
  return Math.abs(matchedStep - nowStep) <= SECOND_FACTOR.windowSteps && matchedStep > lastUsedStep;
}

/** What a person types for a TOTP code: six digits, spaces allowed ("123 456"). */
export function totpCodeOf(typed: string): string | undefined {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`).test(digits) ? digits : undefined;
}

/** Recovery codes are letters and digits; case, spaces and dashes as typed do not matter. */
export function normalRecoveryCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Shown as XXXX-XXXX-XXXX, easier to copy by hand. */
export function groupedRecoveryCode(code: string): string {
  return (
    normalRecoveryCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}
