import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR, stepUsable, timeStep } from '../../../core/customers/second-factor';

/** The shop's name in the authenticator app's list, beside the administrator's email. */
const ISSUER = 'Borse shop';

function totp(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app reads from the QR code. */
export const otpauthUri = (secret: string, email: string): string => totp(secret, email).toString();

/**
 * The time step the code belongs to when it is right and may still be used (within the window,
 * later than `lastUsedStep`); undefined otherwise.
 */
export function usableStep(
  secret: string,
  code: string,
  lastUsedStep: number,
  now = new Date(),
): number | undefined {
  const delta = totp(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: SECOND_FACTOR.windowSteps,
  });
  if (delta === null) return undefined;
  const nowStep = timeStep(now);
  const matched = nowStep + delta;
  return stepUsable(matched, nowStep, lastUsedStep) ? matched : undefined;
}
