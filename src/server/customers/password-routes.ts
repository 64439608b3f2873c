import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { forgotPasswordSchema } from '../../core/validation/forgot-password';
import { passwordChangeSchema } from '../../core/validation/password-change';
import { passwordResetSchema } from '../../core/validation/password-reset';
import { customers } from '../db/schema';
import { requireCustomer } from '../http/auth';
import { afterResponse } from '../http/after-response';
import type { AppEnv } from '../http/env';
import { parseBody } from '../http/validate';
import { linkInvalid } from './account-errors';
import { notifyPasswordChanged } from './account-mails';
import { activatePendingCustomer } from './activate-customer';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { checkCurrentPassword } from './current-password';
import { consumeToken, findTokenCustomer, voidUnusedTokens } from './customer-tokens';
import { findCustomerById } from './find-customer';
import { hashPassword } from './password';
import { sendResetLink } from './reset-link-request';
import { revokeCustomerSessions } from './sessions';

export const passwordRoutes = new Hono<AppEnv>()
  /**
   * Always the same answer, given before the email is even looked up: neither its content nor
   * its time tells whether the email has an account. The link is queued and mailed after the
   * answer (see sendResetLink).
   */
  .post('/forgot_password', async (c) => {
    const { userName } = await parseBody(c, forgotPasswordSchema);
    const db = c.get('db');
    await afterResponse(c, () => sendResetLink(db, userName));
    return c.json({ sent: true });
  })
  /** Who the reset link is for; the link stays usable for the form. */
  .get('/reset_user', async (c) => {
    const db = c.get('db');
    const customerId = await findTokenCustomer(db, 'reset', c.req.query('key1')?.trim() ?? '');
    const customer = customerId ? await findCustomerById(db, customerId) : undefined;
    if (!customer || customer.userStatus === 'B') throw linkInvalid();
    return c.json({ user: { userName: customer.userName } });
  })
  /**
   * Uses the link up, sets the password, signs every device out (whoever had a session may be
   * the reason for the reset), voids any other reset link and activates a pending account:
   * the mail proved the address.
   */
  .post('/reset_password', async (c) => {
    const { key1, password } = await parseBody(c, passwordResetSchema);
    const db = c.get('db');
    // A dead link is refused before the costly hash.
    if (!(await findTokenCustomer(db, 'reset', key1))) throw linkInvalid();
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
    await notifyPasswordChanged(customer);
    return c.json({ reset: true });
  })
  /**
   * A new password for the signed-in customer. The current one is checked under the sign-in
   * throttle, so a stolen token cannot be used to guess it quickly. The caller stays signed
   * in; every other session ends, and so does every unused reset link.
   */
  .put('/password', requireCustomer, async (c) => {
    const { currentPassword, newPassword } = await parseBody(c, passwordChangeSchema);
    const db = c.get('db');
    const auth = caller(c);
    const checked = await checkCurrentPassword(
      db,
      { auth, address: clientAddress(c) },
      currentPassword,
    );
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
    await notifyPasswordChanged(checked);
    return c.json({ changed: true });
  });
