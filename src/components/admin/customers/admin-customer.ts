/** A customer as GET /api/admin_customers answers it (docs/api-admin.md); `spent` in cents. */
export interface AdminCustomer {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  nickName: string;
  /** A administrator, C customer. */
  userType: string;
  /** P pending activation, A active, B blocked. */
  userStatus: string;
  lng: string;
  createdAt: string;
  orders: number;
  spent: number;
}

/** The fields of an admin OrderRow the customer's order list shows. */
export interface CustomerOrder {
  _id: string;
  orderNo: number;
  placedAt: string;
  status: string;
  paymentStatus: string;
  totalIncTax: number;
  currency: string;
}

export const fullName = (customer: Pick<AdminCustomer, 'firstName' | 'lastName'>): string =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ');

/** Block / unblock and make administrator / customer: what each changes, and which way. */
export type CustomerChange = { userStatus: 'A' | 'B' } | { userType: 'A' | 'C' };

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
