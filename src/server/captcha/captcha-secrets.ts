import { createHmac } from 'node:crypto';
import { jwtSecret } from '../config/jwt-secret';

export interface CaptchaSecrets {
  /** Signs each challenge's parameters, so a client cannot make its own easy challenge. */
  signature: string;
  /** Signs the expected key (ALTCHA's deterministic mode): checking a solution is one HMAC. */
  keySignature: string;
}

const label = (base: Uint8Array | string, name: string) =>
  createHmac('sha256', base).update(name).digest('hex');

/**
 * ALTCHA_HMAC_KEY signs challenges when it is set. Otherwise the secrets are derived from the
 * JWT secret with fixed labels: nothing new to generate or keep, and a captcha secret can never
 * be turned back into the token secret. Changing either only voids the challenges handed out
 * in the last few minutes.
 */
export function captchaSecrets(): CaptchaSecrets {
  const fromEnv = process.env.ALTCHA_HMAC_KEY?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('ALTCHA_HMAC_KEY must be at least 32 characters');
    return { signature: fromEnv, keySignature: label(fromEnv, 'altcha key signature') };
  }
  const base = jwtSecret();
  return {
    signature: label(base, 'altcha challenge signature'),
    keySignature: label(base, 'altcha key signature'),
  };
}
