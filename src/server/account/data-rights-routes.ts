import * as z from 'zod';
import { dataExportFileName } from '../../core/account/account-deletion';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { DomainError, unauthorised } from '../../core/domain-error';
import { oneKey } from '../http/route/keyed-answer';
import { TOO_MANY } from '../http/route/refusal-texts';
import { checkCurrentPassword } from '../customers/current-password';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { deleteAccountBody } from './account-schemas';
import { exportCustomerData } from './data-export';
import { customerDataExportSchema } from './data-export-answer';
import { deleteCustomerAccount } from './delete-account';

/* The customer's data rights: a copy of their data, and deleting the account. */

const refusals = {
  ADMIN_ACCOUNT: () =>
    new DomainError('forbidden', 'ADMIN_ACCOUNT', API_ERROR_MESSAGES.ADMIN_ACCOUNT),
  ORDERS_IN_PROGRESS: () =>
    new DomainError('conflict', 'ORDERS_IN_PROGRESS', API_ERROR_MESSAGES.ORDERS_IN_PROGRESS),
} as const;

/** A file to keep, never a page to cache: it is the whole account in one document. */
export const myData = defineRoute(
  {
    method: 'GET',
    path: '/my_data',
    summary: 'A copy of everything the shop keeps about the caller',
    tag: 'account',
    access: 'customer',
    answer: schemaAnswer({
      description:
        'The caller’s data as a JSON file to keep (Content-Disposition: attachment; never cached)',
      schema: customerDataExportSchema,
    }),
  },
  async (c) => {
    const auth = caller(c);
    const now = new Date();
    const data = await exportCustomerData(c.get('db'), auth, now);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${dataExportFileName(now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  },
);

/**
 * Deletes the caller's account after they typed their password again (checked under the
 * sign-in throttle, as PUT password is: a stolen token alone cannot delete the account).
 * Administrators are refused before the password is asked for.
 */
export const deleteAccount = defineRoute(
  {
    method: 'POST',
    path: '/delete_account',
    // A deleted account takes its reviews with it.
    purges: ['reviews'],
    summary: 'Delete the caller’s account (password asked again)',
    tag: 'account',
    access: 'customer',
    body: deleteAccountBody,
    answer: schemaAnswer({
      ...oneKey('deleted', 'true'),
      schema: z.object({ deleted: z.literal(true).describe('true') }),
    }),
    errors: {
      400: 'CURRENT_PASSWORD_INCORRECT, or ENTER_PASSWORD',
      403: 'ADMIN_ACCOUNT: an administrator’s account is not deleted here',
      409: 'ORDERS_IN_PROGRESS: orders not yet delivered or closed',
      429: TOO_MANY,
    },
  },
  async (c, { body: { password } }) => {
    const db = c.get('db');
    const auth = caller(c);
    if (auth.userType === 'A') throw refusals.ADMIN_ACCOUNT();
    await checkCurrentPassword(db, { auth, address: clientAddress(c) }, password, 'password');
    const deletion = await deleteCustomerAccount(db, auth.customerId);
    if (!deletion) throw unauthorised();
    if (!deletion.deleted) throw refusals[deletion.refusal]();
    return { deleted: true as const };
  },
);

/** In the document's order. */
export const DATA_RIGHTS_ROUTES = [myData, deleteAccount] as const;
