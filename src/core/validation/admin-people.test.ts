import { describe, expect, it } from 'vitest';
import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminMessageReplySchema,
  adminPagingSchema,
  pageOffset,
} from './admin-people';

const ID = '0b6e7d1c-3f0a-4c55-9a57-5d2b1f3e9c11';

describe('admin paging', () => {
  it('defaults to page 1 of 25 rows, also for the empty values a form leaves', () => {
    expect(adminPagingSchema.parse({})).toEqual({ page: 1, rows: 25 });
    expect(adminPagingSchema.parse({ page: '', rows: '' })).toEqual({ page: 1, rows: 25 });
    expect(adminPagingSchema.parse({ page: '3', rows: '10' })).toEqual({ page: 3, rows: 10 });
  });

  it('refuses pages below 1 and 0 or more than 100 rows', () => {
    for (const query of [{ page: '0' }, { rows: '0' }, { rows: '101' }, { page: '1.5' }]) {
      expect(adminPagingSchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('skips the rows of the earlier pages', () => {
    expect(pageOffset({ page: 1, rows: 25 })).toBe(0);
    expect(pageOffset({ page: 3, rows: 10 })).toBe(20);
  });
});

describe('admin customer calls', () => {
  it('trims the search and drops empty filters', () => {
    expect(adminCustomersQuerySchema.parse({ search: '  ada ', type: '', status: 'B' })).toEqual({
      page: 1,
      rows: 25,
      search: 'ada',
      type: undefined,
      status: 'B',
    });
  });

  it('needs a status or a type to change, and nothing else', () => {
    expect(adminCustomerUpdateSchema.safeParse({ _id: ID }).success).toBe(false);
    expect(adminCustomerUpdateSchema.safeParse({ _id: ID, userStatus: 'B' }).success).toBe(true);
    expect(adminCustomerUpdateSchema.safeParse({ _id: ID, userType: 'A' }).success).toBe(true);
    expect(adminCustomerUpdateSchema.safeParse({ _id: ID, userStatus: 'P' }).success).toBe(false);
    expect(
      adminCustomerUpdateSchema.safeParse({ _id: ID, userType: 'C', passwordHash: 'x' }).success,
    ).toBe(false);
  });
});

describe('message reply', () => {
  it('is 1 to 5,000 characters once trimmed', () => {
    expect(adminMessageReplySchema.parse({ _id: ID, reply: ' Hi ' }).reply).toBe('Hi');
    expect(adminMessageReplySchema.safeParse({ _id: ID, reply: '  ' }).success).toBe(false);
    expect(adminMessageReplySchema.safeParse({ _id: ID, reply: 'a'.repeat(5001) }).success).toBe(
      false,
    );
  });
});
