import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminIdQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { defineRoute, describedAnswer } from '../../http/route/define-route';
import { PEOPLE_CALL, UNKNOWN_ID, recordTexts } from '../admin-call-texts';
import { pagedListRoute } from '../paged-list-routes';
import { findAdminCustomer, listAdminCustomers, type AdminCustomerDetail } from './admin-customers';
import { customerOrderRows } from './customer-orders';
import { updateCustomer } from './update-customer';

/* Customer accounts (docs/api-admin.md, "Reviews, messages, customers"). */

const ACCOUNT = 'The account and profile';

export const adminCustomers = pagedListRoute(
  {
    path: '/admin_customers',
    summary: 'Customer accounts: searched, filtered, paged',
    query: adminCustomersQuerySchema,
    key: 'customers',
    what: 'Accounts, newest first',
  },
  listAdminCustomers,
);

export const adminCustomer = defineRoute(
  {
    method: 'GET',
    path: '/admin_customer',
    summary: 'One customer with their orders',
    ...PEOPLE_CALL,
    query: adminIdQuerySchema,
    answer: describedAnswer<{
      customer: AdminCustomerDetail;
      orders: Awaited<ReturnType<typeof customerOrderRows>>;
    }>({
      description: '{ customer, orders }',
      keys: { customer: ACCOUNT, orders: 'Their newest 100 orders' },
    }),
    errors: { 404: UNKNOWN_ID },
  },
  async (c, { query: { _id } }) => {
    const db = c.get('db');
    const customer = await findAdminCustomer(db, _id);
    return { customer, orders: await customerOrderRows(db, _id) };
  },
);

export const updateCustomerCall = defineRoute(
  {
    method: 'POST',
    path: '/admin_customers',
    purges: [],
    changesPages: false,
    summary: 'Block, unblock or change a customer’s type',
    ...PEOPLE_CALL,
    body: adminCustomerUpdateSchema,
    answer: describedAnswer<{ customer: AdminCustomerDetail }>(recordTexts('customer', ACCOUNT)),
    errors: {
      404: UNKNOWN_ID,
      409: 'OWN_ACCOUNT: administrators cannot change their own account',
    },
  },
  async (c, { body }) => ({
    customer: await updateCustomer(c.get('db'), body, caller(c).customerId),
  }),
);

/** In the document's order. */
export const ADMIN_CUSTOMER_ROUTES = [adminCustomers, adminCustomer, updateCustomerCall] as const;
