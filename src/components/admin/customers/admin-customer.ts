import type {
  adminCustomer,
  adminCustomers,
  updateCustomerCall,
} from '../../../server/admin/customers/admin-customer-routes';
import type { AnswerOf, BodyOf } from '../../../server/http/route/define-route';

/*
 * The customer calls' answers and body as their declarations give them
 * (server/admin/customers/admin-customer-routes.ts, docs/api-admin.md).
 */

/**
 * A customer as GET /api/admin_customers answers it; `userType` A administrator, C customer;
 * `userStatus` P pending activation, A active, B blocked; `spent` in cents.
 */
export type AdminCustomer = AnswerOf<typeof adminCustomers>['customers'][number];

/** GET admin_customer: the account and profile, and their newest orders. */
export type CustomerAnswer = AnswerOf<typeof adminCustomer>;

/** The fields of an admin OrderRow the customer's order list shows. */
export type CustomerOrder = Pick<
  CustomerAnswer['orders'][number],
  '_id' | 'orderNo' | 'placedAt' | 'status' | 'paymentStatus' | 'totalIncTax' | 'currency'
>;

export const fullName = (customer: Pick<AdminCustomer, 'firstName' | 'lastName'>): string =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ');

type CustomerUpdate = Required<BodyOf<typeof updateCustomerCall>>;

/** Block / unblock and make administrator / customer: what each changes, and which way. */
export type CustomerChange = Pick<CustomerUpdate, 'userStatus'> | Pick<CustomerUpdate, 'userType'>;

export const blockChange = (customer: Pick<AdminCustomer, 'userStatus'>): CustomerChange => ({
  userStatus: customer.userStatus === 'B' ? 'A' : 'B',
});

export const typeChange = (customer: Pick<AdminCustomer, 'userType'>): CustomerChange => ({
  userType: customer.userType === 'A' ? 'C' : 'A',
});

/** The translation key's last part for a change: block, unblock, makeAdmin, makeCustomer. */
export function changeName(change: CustomerChange): string {
  if ('userStatus' in change) return change.userStatus === 'B' ? 'block' : 'unblock';
  return change.userType === 'A' ? 'makeAdmin' : 'makeCustomer';
}
