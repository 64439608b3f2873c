import { describe, expect, it } from 'vitest';
import {
  NO_CRITERIA,
  customerAddress,
  customersPath,
  parseCustomerAddress,
} from './customer-criteria';

describe('parseCustomerAddress', () => {
  it('reads every criterion and the open customer', () => {
    expect(parseCustomerAddress('?search=rossi&type=A&status=B&page=3&customer=abc-1')).toEqual({
      criteria: { search: 'rossi', type: 'A', status: 'B', page: 3 },
      customer: 'abc-1',
    });
  });

  it('reads an empty address as the whole first page', () => {
    expect(parseCustomerAddress('')).toEqual({ criteria: NO_CRITERIA, customer: '' });
  });

  it('ignores values the list does not know', () => {
    expect(parseCustomerAddress('?type=X&status=Z&page=-2').criteria).toEqual(NO_CRITERIA);
    expect(parseCustomerAddress('?page=1.5').criteria.page).toBe(1);
  });
});

describe('customerAddress', () => {
  it('writes only what differs from the plain list', () => {
    expect(customerAddress(NO_CRITERIA)).toBe('');
    expect(customerAddress({ ...NO_CRITERIA, search: ' a b ', status: 'P' })).toBe(
      '?search=a+b&status=P',
    );
  });

  it('keeps the criteria when a customer is opened, and reads back the same', () => {
    const criteria = { search: 'x@y.it', type: 'C' as const, status: 'A' as const, page: 2 };
    const address = customerAddress(criteria, 'id-9');
    expect(parseCustomerAddress(address)).toEqual({ criteria, customer: 'id-9' });
  });
});

describe('customersPath', () => {
  it('asks the API for the page with its size', () => {
    expect(customersPath({ search: 'anna', type: 'C', status: '', page: 1 })).toBe(
      'admin_customers?search=anna&type=C&page=1&rows=25',
    );
  });
});
