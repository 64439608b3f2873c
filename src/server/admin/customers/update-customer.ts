import { eq, sql } from 'drizzle-orm';
import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import type { AdminCustomerUpdate } from '../../../core/validation/admin-people';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { revokeCustomerSessions } from '../../sessions/sessions';
import { DomainError, notFound } from '../../../core/domain-error';
import type { AdminCustomerDetail } from './admin-customer-answer';
import { findAdminCustomer } from './admin-customers';

/**
 * Blocks or unblocks an account, or makes it an administrator or a customer. Blocking, and
 * making an administrator, revoke every session in the same transaction (the session lookup already refuses a blocked
 * account; revoking too means unblocking later does not bring old tokens back). An
 * administrator cannot do this to their own account: locking themselves out or dropping their
 * own rights by a slip would leave the shop without anyone to undo it.
 */
export async function updateCustomer(
  db: Db,
  input: AdminCustomerUpdate,
  adminId: string,
): Promise<AdminCustomerDetail> {
  if (input._id === adminId) {
    throw new DomainError('conflict', 'OWN_ACCOUNT', API_ERROR_MESSAGES.OWN_ACCOUNT);
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(customers)
      .set({
        ...(input.userStatus ? { userStatus: input.userStatus } : {}),
        // Unblocking (or activating by hand) a pending account makes it active from now.
        ...(input.userStatus === 'A'
          ? { activatedAt: sql`coalesce(${customers.activatedAt}, now())` }
          : {}),
        ...(input.userType ? { userType: input.userType } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, input._id))
      .returning({ id: customers.id });
    if (!updated.length) throw notFound('The customer');
    // A customer made an administrator signs in again: their sessions came from a password
    // alone, and an administrator's needs the second factor too (issue 28.4).
    if (input.userStatus === 'B' || input.userType === 'A') {
      await revokeCustomerSessions(tx, input._id);
    }
  });
  return findAdminCustomer(db, input._id);
}
