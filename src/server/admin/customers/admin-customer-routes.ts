import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminIdQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { declaredRoutes, defineRoute, describedAnswer } from '../../http/route/define-route';
import { pageTexts } from '../page-texts';
import { findAdminCustomer, listAdminCustomers, type AdminCustomerDetail } from './admin-customers';
import { customerOrderRows } from './customer-orders';
import { updateCustomer } from './update-customer';

/* Customer accounts (docs/api-admin.md, "Reviews, messages, customers"). */

const ACCOUNT = 'The account and profile';

export const adminCustomers = defineRoute(
  {
    method: 'GET',
    path: '/admin_customers',
    summary: 'Customer accounts: searched, filtered, paged',
    tag: 'admin-people',
    access: 'admin',
    query: adminCustomersQuerySchema,
    answer: describedAnswer<Awaited<ReturnType<typeof listAdminCustomers>>>(
      pageTexts('customers', 'Accounts, newest first'),
    ),
  },
  async (c, { query }) => listAdminCustomers(c.get('db'), query),
);

export const adminCustomer = defineRoute(
  {
    method: 'GET',
    path: '/admin_customer',
    summary: 'One customer with their orders',
    tag: 'admin-people',
    access: 'admin',
    query: adminIdQuerySchema,
    answer: describedAnswer<{
      customer: AdminCustomerDetail;
      orders: Awaited<ReturnType<typeof customerOrderRows>>;
    }>({
      description: '{ customer, orders }',
      keys: { customer: ACCOUNT, orders: 'Their newest 100 orders' },
    }),
    errors: { 404: 'Unknown _id' },
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
    summary: 'Block, unblock or change a customer’s type',
    tag: 'admin-people',
    access: 'admin',
    body: adminCustomerUpdateSchema,
    answer: describedAnswer<{ customer: AdminCustomerDetail }>({
      description: '{ customer }',
      keys: { customer: ACCOUNT },
    }),
    errors: {
      404: 'Unknown _id',
      409: 'OWN_ACCOUNT: administrators cannot change their own account',
    },
  },
  async (c, { body }) => ({
    customer: await updateCustomer(c.get('db'), body, caller(c).customerId),
  }),
);

/** In the document's order. */
export const ADMIN_CUSTOMER_ROUTES = [adminCustomers, adminCustomer, updateCustomerCall] as const;

export const adminCustomerRoutes = declaredRoutes(ADMIN_CUSTOMER_ROUTES);
