import type { adminCustomers } from '../../../server/admin/customers/admin-customer-routes';
import type { CallPath } from '../../../state/api-client';

/**
 * What the customer list shows, kept in the address (?search=&type=&status=&page=) so a reload,
 * the back button and a shared link all show the same list; ?customer=<id> opens one customer
 * on top of those criteria, so "back to the list" returns to where the admin was.
 */
export const CUSTOMER_TYPES = ['', 'C', 'A'] as const;
export const CUSTOMER_STATUSES = ['', 'A', 'P', 'B'] as const;
export type CustomerTypeFilter = (typeof CUSTOMER_TYPES)[number];
export type CustomerStatusFilter = (typeof CUSTOMER_STATUSES)[number];

export interface CustomerCriteria {
  search: string;
  type: CustomerTypeFilter;
  status: CustomerStatusFilter;
  page: number;
}

export const CUSTOMER_ROWS = 25;
export const NO_CRITERIA: CustomerCriteria = { search: '', type: '', status: '', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T =>
  list.find((item) => item === value) ?? list[0]!;

export function parseCustomerAddress(search: string): {
  criteria: CustomerCriteria;
  customer: string;
} {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    criteria: {
      search: (params.get('search') ?? '').trim(),
      type: oneOf(CUSTOMER_TYPES, params.get('type')),
      status: oneOf(CUSTOMER_STATUSES, params.get('status')),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    },
    customer: (params.get('customer') ?? '').trim(),
  };
}

function criteriaParams(criteria: CustomerCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const search = criteria.search.trim();
  if (search) params.set('search', search);
  if (criteria.type) params.set('type', criteria.type);
  if (criteria.status) params.set('status', criteria.status);
  if (criteria.page > 1) params.set('page', String(criteria.page));
  return params;
}

/** The address query for the criteria (and an open customer): '' for the plain list. */
export function customerAddress(criteria: CustomerCriteria, customer = ''): string {
  const params = criteriaParams(criteria);
  if (customer) params.set('customer', customer);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET path of the list page the criteria ask for. */
export function customersPath(
  criteria: CustomerCriteria,
  rows = CUSTOMER_ROWS,
): CallPath<typeof adminCustomers> {
  const params = criteriaParams(criteria);
  params.set('page', String(criteria.page));
  params.set('rows', String(rows));
  return `admin_customers?${params.toString()}`;
}
