import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { currentPasswordIncorrect, tooManyAttempts } from './account-errors';
import { caller } from './caller';
import { clientAddress } from './client-address';
import { findCustomerById } from './find-customer';
import type { CustomerRow } from '../db/rows';
import { throttledPasswordCheck, throttleKeys } from './login-failures';
import { verifyPassword } from './password';

/**
 * The signed-in caller's password, typed again before something only they may do (a new
 * password, deleting the account), checked under the sign-in throttle so a stolen token alone
 * cannot guess it quickly. The caller's row when it is right; a wrong one is refused with the
 * catalogue's CURRENT_PASSWORD_INCORRECT on `field`; while the throttle holds the caller back,
 * the 429 answer (Retry-After) to send as it is.
 */
export async function checkCurrentPassword(
  c: Context<AppEnv>,
  password: string,
  field?: string,
): Promise<CustomerRow | Response> {
  const auth = caller(c);
  const outcome = await throttledPasswordCheck(
    c.get('db'),
    // Signed in already, and no captcha on these forms: only ever made to wait.
    { keys: throttleKeys(clientAddress(c), auth.email), signedIn: true },
    async (tx) => {
      const row = await findCustomerById(tx, auth.customerId);
      return row && (await verifyPassword(password, row.passwordHash)) ? row : undefined;
    },
  );
  if (outcome.kind === 'wait') return tooManyAttempts(c, outcome.retryAfterSeconds);
  if (outcome.kind !== 'passed') throw currentPasswordIncorrect(field);
  return outcome.value;
}
