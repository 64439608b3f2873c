import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminIdQuerySchema,
} from '../../../core/validation/admin-people';
import * as z from 'zod';
import { caller } from '../../http/caller';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { recordSchema } from '../admin-answer-schemas';
import { PEOPLE_CALL, UNKNOWN_ID } from '../admin-call-texts';
import { pagedListRoute } from '../paged-list-routes';
import { adminCustomerDetailSchema, adminCustomerSchema } from './admin-customer-answer';
import { findAdminCustomer, listAdminCustomers } from './admin-customers';
import { orderRowSchema } from '../orders/admin-order-answer';
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
    item: adminCustomerSchema,
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
    answer: schemaAnswer({
      description: '{ customer, orders }',
      schema: z.object({
        customer: adminCustomerDetailSchema.describe(ACCOUNT),
        orders: z.array(orderRowSchema).describe('Their newest 100 orders'),
      }),
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
    answer: schemaAnswer(recordSchema('customer', ACCOUNT, adminCustomerDetailSchema)),
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
