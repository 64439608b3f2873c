import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { passwordChangeSchema } from '../../core/validation/password-change';
import { passwordResetSchema } from '../../core/validation/password-reset';
import { customers } from '../db/schema';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { linkKeyQuery } from '../http/openapi/documented-only';
import { LINK_KEY_HEADER, LINK_KEY_HEADER_NOTE, linkKeyOf } from '../http/link-key';
import { defineRoute } from '../http/route/define-route';
import { doneAnswer, oneKeySchemaAnswer } from '../http/route/keyed-schema';
import { LINK_INVALID, TOO_MANY } from '../http/route/refusal-texts';
import { linkInvalid } from './account-errors';
import { mailLinkRoute } from './mail-link-routes';
import { notifyPasswordChanged } from './account-mails';
import { activatePendingCustomer } from './activate-customer';
import { checkCurrentPassword } from './current-password';
import { refuseCommonPassword } from './common-passwords';
import { consumeToken, findTokenCustomer, voidUnusedTokens } from './customer-tokens';
import { findCustomerById } from './find-customer';
import { hashPassword } from './password';
import { sendResetLink } from './reset-link-request';
import { revokeCustomerSessions } from '../sessions/sessions';

/** Mails a reset link; the same answer for any email (see mailLinkRoute and sendResetLink). */
export const forgotPassword = mailLinkRoute(
  '/forgot_password',
  'Mail a password reset link',
  sendResetLink,
);

/** Who the reset link is for; the link stays usable for the form. */
export const resetUser = defineRoute(
  {
    method: 'GET',
    path: '/reset_user',
    summary: 'Who a reset link is for',
    tag: 'account',
    access: 'public',
    query: linkKeyQuery,
    headers: { [LINK_KEY_HEADER]: LINK_KEY_HEADER_NOTE },
    readsOwnInput: true,
    answer: oneKeySchemaAnswer(
      'user',
      '{ userName }',
      z.object({ userName: z.string().describe('The email address') }),
    ),
    errors: { 400: LINK_INVALID },
  },
  async (c) => {
    const db = c.get('db');
    const customerId = await findTokenCustomer(db, 'reset', linkKeyOf(c, 'key1'));
    const customer = customerId ? await findCustomerById(db, customerId) : undefined;
    if (!customer || customer.userStatus === 'B') throw linkInvalid();
    return { user: { userName: customer.userName } };
  },
);

/**
 * Uses the link up, sets the password, signs every device out (whoever had a session may be the
 * reason for the reset), voids any other reset link and activates a pending account: the mail
 * proved the address.
 */
export const resetPassword = defineRoute(
  {
    method: 'POST',
    path: '/reset_password',
    summary: 'Set a new password from a reset link',
    tag: 'account',
    access: 'public',
    body: passwordResetSchema,
    answer: doneAnswer('reset', 'true; every session of the account is revoked'),
    errors: { 400: `${LINK_INVALID}, or the new password’s field messages (PASSWORD_TOO_COMMON)` },
  },
  async (c, { body: { key1, password } }) => {
    const db = c.get('db');
    // A dead link is refused before the costly hash.
    if (!(await findTokenCustomer(db, 'reset', key1))) throw linkInvalid();
    await refuseCommonPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    const customer = await db.transaction(async (tx) => {
      const now = new Date();
      const customerId = await consumeToken(tx, 'reset', key1, now);
      const row = customerId ? await findCustomerById(tx, customerId, true) : undefined;
      if (!row || row.userStatus === 'B') return undefined;
      await tx
        .update(customers)
        .set({ passwordHash, updatedAt: now })
        .where(eq(customers.id, row.id));
      // Any other reset link mailed before this one goes too.
      await voidUnusedTokens(tx, row.id, 'reset');
      await revokeCustomerSessions(tx, row.id);
      if (row.userStatus === 'P') await activatePendingCustomer(tx, row.id, now);
      return row;
    });
    if (!customer) throw linkInvalid();
    await notifyPasswordChanged(db, customer);
    return { reset: true as const };
  },
);

/**
 * A new password for the signed-in customer. The current one is checked under the sign-in
 * throttle, so a stolen token cannot be used to guess it quickly. The caller stays signed in;
 * every other session ends, and so does every unused reset link.
 */
export const changePassword = defineRoute(
  {
    method: 'PUT',
    path: '/password',
    summary: 'Change the password',
    tag: 'account',
    access: 'customer',
    body: passwordChangeSchema,
    answer: doneAnswer('changed', 'true; the account’s other sessions are revoked'),
    errors: {
      400: 'CURRENT_PASSWORD_INCORRECT, or the field messages (PASSWORD_TOO_COMMON)',
      429: TOO_MANY,
    },
  },
  async (c, { body: { currentPassword, newPassword } }) => {
    const db = c.get('db');
    const auth = caller(c);
    const checked = await checkCurrentPassword(
      db,
      { auth, address: clientAddress(c) },
      currentPassword,
    );
    await refuseCommonPassword(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(customers.id, auth.customerId));
      // A reset link mailed before the change would undo it: it goes.
      await voidUnusedTokens(tx, auth.customerId, 'reset');
      await revokeCustomerSessions(tx, auth.customerId, auth.sessionId);
    });
    await notifyPasswordChanged(db, checked);
    return { changed: true as const };
  },
);

/** In the document's order. */
export const PASSWORD_ROUTES = [forgotPassword, resetUser, resetPassword, changePassword] as const;
