import { describe, expect, it } from 'vitest';
import {
  dbErrorSummary,
  isDatabaseError,
  isDatabaseUnavailable,
  isQueryFailure,
  violatedUniqueIndex,
} from './db-errors';

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

  it("keeps a value PostgreSQL quotes, and drizzle's parameters, out of the line", () => {
    const quoted = Object.assign(new Error('invalid input syntax for type uuid: "key1=secret"'), {
      code: '22P02',
      table: 'mail_queue',
      severity: 'ERROR',
    });
    const line = dbErrorSummary(
      new Error('Failed query: insert … params: key1=secret', { cause: quoted }),
    );
    expect(line).toBe('PostgreSQL 22P02 table mail_queue');
    // A connection that died mid-query has no code: the cause speaks, not the wrapper.
    const dropped = Object.assign(new Error('Failed query: insert … params: key1=secret'), {
      params: ['key1=secret'],
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(dbErrorSummary(dropped)).toBe('Error: Connection terminated unexpectedly');
    const bare = Object.assign(new Error('Failed query: x params: key1=secret'), { params: [] });
    expect(dbErrorSummary(bare)).toBe('Error: a query failed');
  });

  it('tells a failed query from a failed send', () => {
    expect(isQueryFailure(wrapped)).toBe(true);
    const smtp = Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535 });
    expect(isQueryFailure(smtp)).toBe(false);
    expect(
      isQueryFailure(Object.assign(new Error('x'), { severity: 'ERROR', code: '23505' })),
    ).toBe(true);
  });

  it('finds the unique index under the wrapper, and tells database errors from others', () => {
    expect(violatedUniqueIndex(wrapped)).toBe('customers_nick_name_uq');
    expect(isDatabaseError(wrapped)).toBe(true);
    expect(isDatabaseError(new TypeError('x is undefined'))).toBe(false);
    expect(dbErrorSummary(new TypeError('x is undefined'))).toBe('TypeError: x is undefined');
  });
});

describe('a database that cannot be reached', () => {
  const coded = (code: string, message: string) => Object.assign(new Error(message), { code });
  const underDrizzle = (cause: Error) => new Error('Failed query: select 1', { cause });

  it('tells a stopped, restarting or overloaded server from a failed query', () => {
    const refused = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const terminated = coded('57P01', 'terminating connection due to administrator command');
    const starting = coded('57P03', 'the database system is starting up');
    for (const err of [refused, terminated, starting]) {
      expect(isDatabaseUnavailable(err)).toBe(true);
      expect(isDatabaseUnavailable(underDrizzle(err))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
  });

  it('leaves every other error a failure of the request', () => {
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
