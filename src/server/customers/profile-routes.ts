import { eq } from 'drizzle-orm';
import { DomainError, forbidden, unauthorised } from '../../core/domain-error';
import { ERROR_MESSAGES } from '../../core/errors';
import { profileSchema } from '../../core/validation/profile';
import { dbErrorSummary } from '../db/db-errors';
import { customers, reviews } from '../db/schema';
import { caller } from '../http/caller';
import { defineRoute } from '../http/route/define-route';
import { oneKeySchemaAnswer } from '../http/route/keyed-schema';
import { cancelAccountSubscription, confirmAccountSubscription } from './account-newsletter';
import { findCustomerById } from './find-customer';
import { assertNamesFree, nameConflictFrom } from './names-in-use';
import { presentProfile, storedLanguage } from './present-profile';
import { profileAnswerSchema } from './profile-answer';

export type { Profile } from './profile-answer';

const profileNotUpdated = () =>
  new DomainError('failed', 'PROFILE_NOT_UPDATED', ERROR_MESSAGES.PROFILE_NOT_UPDATED);

/** The caller's own profile; an email naming anyone else was refused by requireCustomer. */
export const getProfile = defineRoute(
  {
    method: 'GET',
    path: '/customer',
    summary: 'The caller’s profile',
    tag: 'account',
    access: 'customer',
    answer: oneKeySchemaAnswer(
      'customer',
      'The profile (spec 3, "User profile")',
      profileAnswerSchema,
    ),
  },
  async (c) => {
    const row = await findCustomerById(c.get('db'), caller(c).customerId);
    if (!row) throw unauthorised();
    return { customer: presentProfile(row) };
  },
);

/**
 * Changes the caller's profile, never anyone else's: a `customer` or `id` in the body that
 * names another account is refused, not obeyed. The email is not changed here.
 */
export const updateProfile = defineRoute(
  {
    method: 'PUT',
    path: '/profile',
    summary: 'Change the caller’s profile',
    tag: 'account',
    access: 'customer',
    body: profileSchema,
    answer: oneKeySchemaAnswer('user', 'The profile as saved', profileAnswerSchema),
    errors: { 409: 'NICKNAME_IN_USE' },
  },
  async (c, { body: { customer, id, lng, ...fields } }) => {
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
    return { user: presentProfile(updated) };
  },
);

/** In the document's order. */
export const PROFILE_ROUTES = [getProfile, updateProfile] as const;
