import { tooManyRequests } from '../../core/domain-error';
import type { WindowLimit } from '../../core/security/fixed-window';
import { UNKNOWN_ADDRESS } from '../../core/security/unknown-address';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { envNumber } from '../config/env-number';
import type { Db } from '../db/client';
import { countCall } from '../security/rate-limit';
import { CaptchaNeeded } from './account-errors';

/**
 * Sign-ups per address per hour. Each one mails any address a greeting with a nickname the
 * caller chose: a family or an office signs up a few, a script hundreds. Past the first few
 * the caller proves it is a person; past the ceiling it waits (issue 28.8).
 */
export function signUpLimits(): { captchaAfter: number; limit: WindowLimit } {
  return {
    captchaAfter: envNumber('SIGNUPS_BEFORE_CAPTCHA', 3),
    limit: { max: envNumber('SIGNUPS_PER_HOUR', 10), windowSeconds: 3600 },
  };
}

/**
 * Counts a sign-up for the caller's address: 429 with Retry-After past the ceiling, NOT_A_ROBOT
 * (`captchaRequired`) past the first few without a solved captcha. An unknown address (a local
 * run without a proxy) is not counted: every caller would share it.
 */
export async function admitSignUp(db: Db, address: string, captcha: unknown): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  const { captchaAfter, limit } = signUpLimits();
  const verdict = await countCall(db, `signup:${address}`, limit);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  if (verdict.hits > captchaAfter && !(await verifyCaptcha(db, captcha))) {
    throw new CaptchaNeeded();
  }
}
