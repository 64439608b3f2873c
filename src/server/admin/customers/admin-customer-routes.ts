import { Hono } from 'hono';
import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminIdQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody, parseQuery } from '../../http/validate';
import { findAdminCustomer, listAdminCustomers } from './admin-customers';
import { customerOrderRows } from './customer-orders';
import { updateCustomer } from './update-customer';

/** Customer accounts (docs/api-admin.md, "Reviews, messages, customers"). */
export const adminCustomerRoutes = new Hono<AppEnv>();

adminCustomerRoutes.get('/admin_customers', requireAdmin, async (c) => {
  const query = parseQuery(c, adminCustomersQuerySchema);
  return c.json(await listAdminCustomers(c.get('db'), query));
});

adminCustomerRoutes.get('/admin_customer', requireAdmin, async (c) => {
  const { _id } = parseQuery(c, adminIdQuerySchema);
  const db = c.get('db');
  const customer = await findAdminCustomer(db, _id);
  return c.json({ customer, orders: await customerOrderRows(db, _id) });
});

adminCustomerRoutes.post('/admin_customers', requireAdmin, async (c) => {
  const input = await parseBody(c, adminCustomerUpdateSchema);
  return c.json({ customer: await updateCustomer(c.get('db'), input, caller(c).customerId) });
});
