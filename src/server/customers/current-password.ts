import type { AuthUser } from '../../core/customers/auth-user';
import type { Db } from '../db/client';
import type { CustomerRow } from '../db/rows';
import { currentPasswordIncorrect, tooManyAttempts } from './account-errors';
import { findCustomerById } from './find-customer';
import { throttledPasswordCheck, throttleKeys } from './login-failures';
import { verifyPassword } from './password';

/**
 * The signed-in caller's password, typed again before something only they may do (a new
 * password, deleting the account), checked under the sign-in throttle so a stolen token alone
 * cannot guess it quickly. The caller's row when it is right; a wrong one is refused with the
 * catalogue's CURRENT_PASSWORD_INCORRECT on `field`; while the throttle holds the caller back,
 * with TOO_MANY_ATTEMPTS and the wait. `address`: the caller's, as the throttle counts it.
 */
export async function checkCurrentPassword(
  db: Db,
  { auth, address }: { auth: AuthUser; address: string },
  password: string,
  field?: string,
): Promise<CustomerRow> {
  const outcome = await throttledPasswordCheck(
    db,
    // Signed in already, and no captcha on these forms: only ever made to wait.
    { keys: throttleKeys(address, auth.email), signedIn: true },
    async (tx) => {
      const row = await findCustomerById(tx, auth.customerId);
      return row && (await verifyPassword(password, row.passwordHash)) ? row : undefined;
    },
  );
  if (outcome.kind === 'wait') throw tooManyAttempts(outcome.retryAfterSeconds);
  if (outcome.kind !== 'passed') throw currentPasswordIncorrect(field);
  return outcome.value;
}
