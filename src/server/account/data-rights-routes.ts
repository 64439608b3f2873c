import { Hono } from 'hono';
import { dataExportFileName } from '../../core/account/account-deletion';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { checkCurrentPassword } from '../customers/current-password';
import { requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { DomainError, unauthorised } from '../../core/domain-error';
import { parseBody } from '../http/validate';
import { deleteAccountBody } from './account-schemas';
import { exportCustomerData } from './data-export';
import { deleteCustomerAccount } from './delete-account';

const refusals = {
  ADMIN_ACCOUNT: () =>
    new DomainError('forbidden', 'ADMIN_ACCOUNT', API_ERROR_MESSAGES.ADMIN_ACCOUNT),
  ORDERS_IN_PROGRESS: () =>
    new DomainError('conflict', 'ORDERS_IN_PROGRESS', API_ERROR_MESSAGES.ORDERS_IN_PROGRESS),
} as const;

/** The customer's data rights: a copy of their data, and deleting the account. */
export const dataRightsRoutes = new Hono<AppEnv>()
  /** A file to keep, never a page to cache: it is the whole account in one document. */
  .get('/my_data', requireCustomer, async (c) => {
    const auth = caller(c);
    const now = new Date();
    const data = await exportCustomerData(c.get('db'), auth, now);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${dataExportFileName(now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  /**
   * Deletes the caller's account after they typed their password again (checked under the
   * sign-in throttle, as PUT password is: a stolen token alone cannot delete the account).
   * Administrators are refused before the password is asked for.
   */
  .post('/delete_account', requireCustomer, async (c) => {
    const { password } = await parseBody(c, deleteAccountBody);
    const db = c.get('db');
    const auth = caller(c);
    if (auth.userType === 'A') throw refusals.ADMIN_ACCOUNT();
    await checkCurrentPassword(db, { auth, address: clientAddress(c) }, password, 'password');
    const deletion = await deleteCustomerAccount(db, auth.customerId);
    if (!deletion) throw unauthorised();
    if (!deletion.deleted) throw refusals[deletion.refusal]();
    return c.json({ deleted: true });
  });
