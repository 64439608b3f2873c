import { findCustomerByEmail } from '../find-customer';
import { revokeCustomerSessions } from '../../sessions/sessions';
import type { Db } from '../../db/client';
import { clearFactor } from './second-factor-store';

export type ResetOutcome = 'reset' | 'unknown' | 'not-an-administrator';

/**
 * npm run admin:reset-2fa: a lost phone, or a factor to replace. The secret and its recovery
 * codes go, so every remembered device stops being remembered (their tokens name the old
 * secret) and the next sign-in enrols again; live sessions end too, as the factor they were
 * opened with may be in someone else's hands.
 */
export async function resetSecondFactor(db: Db, email: string): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const customer = await findCustomerByEmail(tx, email);
    if (!customer) return 'unknown';
    if (customer.userType !== 'A') return 'not-an-administrator';
    await clearFactor(tx, customer.id);
    await revokeCustomerSessions(tx, customer.id);
    return 'reset';
  });
}
