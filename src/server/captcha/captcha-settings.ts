import { envNumber } from '../config/env-number';

/** The widget (altcha 3) bundles PBKDF2 and solves it with the browser's own WebCrypto. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaSettings {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The answer is a counter drawn from [maxCounter / 3, maxCounter]; the solver counts up to it. */
  maxCounter: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds: number;
}

/**
 * On average 600 attempts of 1,000 PBKDF2-SHA-256 iterations (0.6 million HMACs, at most 0.9
 * million). One core of our shared 2-core machine does that in 0.2–0.4 s in Node. A phone core
 * may be two or three times slower, but the widget shares the counting among a worker per core
 * (as many as the device reports, at most 4 on a low-memory phone), so a phone is done well
 * under a second; the widget shows its check for 0.5 s anyway (minDuration). A bot pays the
 * same for every message; the server's check is a single HMAC whatever the cost.
 */
export const PRODUCTION_CAPTCHA_SETTINGS: CaptchaSettings = {
  cost: 1000,
  maxCounter: 900,
  ttlSeconds: 600,
};

/** ALTCHA_COST and ALTCHA_MAX_COUNTER tune the work (tests make it tiny). */
export function captchaSettings(): CaptchaSettings {
  return {
    cost: envNumber('ALTCHA_COST', PRODUCTION_CAPTCHA_SETTINGS.cost),
    maxCounter: envNumber('ALTCHA_MAX_COUNTER', PRODUCTION_CAPTCHA_SETTINGS.maxCounter),
    ttlSeconds: PRODUCTION_CAPTCHA_SETTINGS.ttlSeconds,
  };
}
