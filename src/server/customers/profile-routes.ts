import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ERROR_MESSAGES } from '../../core/errors';
import { profileSchema } from '../../core/validation/profile';
import { customers, reviews } from '../db/schema';
import { requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { DomainError, forbidden, unauthorised } from '../../core/domain-error';
import { parseBody } from '../http/validate';
import { cancelAccountSubscription, confirmAccountSubscription } from './account-newsletter';
import { caller } from '../http/caller';
import { dbErrorSummary } from '../db/db-errors';
import { findCustomerById } from './find-customer';
import { assertNamesFree, nameConflictFrom } from './names-in-use';
import { presentProfile, storedLanguage } from './present-profile';

const profileNotUpdated = () =>
  new DomainError('failed', 'PROFILE_NOT_UPDATED', ERROR_MESSAGES.PROFILE_NOT_UPDATED);

export const profileRoutes = new Hono<AppEnv>()
  /** The caller's own profile; an email naming anyone else was refused by requireCustomer. */
  .get('/customer', requireCustomer, async (c) => {
    const row = await findCustomerById(c.get('db'), caller(c).customerId);
    if (!row) throw unauthorised();
    return c.json({ customer: presentProfile(row) });
  })
  /**
   * Changes the caller's profile, never anyone else's: a `customer` or `id` in the body that
   * names another account is refused, not obeyed. The email is not changed here.
   */
  .put('/profile', requireCustomer, async (c) => {
    const { customer, id, lng, ...fields } = await parseBody(c, profileSchema);
    const auth = caller(c);
    if (customer !== undefined && customer !== auth.email.toLowerCase()) throw forbidden();
    if (id !== undefined && id !== auth.customerId) throw forbidden();
    const db = c.get('db');
    await assertNamesFree(db, { nickName: fields.nickName }, auth.customerId);
    let updated;
    try {
      updated = await db.transaction(async (tx) => {
        const before = await findCustomerById(tx, auth.customerId, true);
        if (!before) return undefined;
        const now = new Date();
        const [row] = await tx
          .update(customers)
          .set({ ...fields, ...(lng ? { lng: storedLanguage(lng) } : {}), updatedAt: now })
          .where(eq(customers.id, auth.customerId))
          .returning();
        // A review shows its writer's nickname: a customer who changes it expects the old name
        // to disappear from the product pages too.
        if (row && row.nickName !== before.nickName) {
          await tx
            .update(reviews)
            .set({ nickName: row.nickName })
            .where(eq(reviews.customerId, auth.customerId));
        }
        // Only a change of the box touches the newsletter, so saving the profile never
        // re-subscribes someone who left through a newsletter's unsubscribe link.
        if (row && row.subscribe !== before.subscribe) {
          if (row.subscribe) await confirmAccountSubscription(tx, row.userName, row.lng, now);
          else await cancelAccountSubscription(tx, row.userName, now);
        }
        return row;
      });
    } catch (err) {
      const conflict = nameConflictFrom(err);
      if (conflict) throw conflict;
      console.error(`profile update of customer ${auth.customerId} failed: ${dbErrorSummary(err)}`);
      throw profileNotUpdated();
    }
    if (!updated) throw unauthorised();
    return c.json({ user: presentProfile(updated) });
  });
