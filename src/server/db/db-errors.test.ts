import { describe, expect, it } from 'vitest';
import { dbErrorSummary, isDatabaseError, violatedUniqueIndex } from './db-errors';

const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
  code: '23505',
  constraint: 'customers_nick_name_uq',
  detail: 'Failing row contains (anna@example.com, scrypt$32768$secret-hash)',
});
const wrapped = new Error('Failed query: insert into customers params: scrypt$secret-hash', {
  cause: driver,
});

describe('database errors in logs', () => {
  it('names the code and constraint but never the failing row or the parameters', () => {
    const line = dbErrorSummary(wrapped);
    expect(line).toContain('23505');
    expect(line).toContain('customers_nick_name_uq');
    expect(line).not.toContain('secret-hash');
  });

  it('finds the unique index under the wrapper, and tells database errors from others', () => {
    expect(violatedUniqueIndex(wrapped)).toBe('customers_nick_name_uq');
    expect(isDatabaseError(wrapped)).toBe(true);
    expect(isDatabaseError(new TypeError('x is undefined'))).toBe(false);
    expect(dbErrorSummary(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
  });
});
