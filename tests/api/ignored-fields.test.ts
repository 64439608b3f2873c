import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signedInAs(t.db, 'C')).headers;
});
afterAll(() => t.drop());

// The hostile suite's counterexample of 2026-11-27 (seed 1269860576): a field the call ignores,
// named like SQL, holding a NUL byte, was refused by name, the attacker's text said back.
const JUNK = encodeURIComponent('1; select pg_sleep(5) --');

describe('fields a call ignores', () => {
  it('are not named back in a query, even holding a NUL byte', async () => {
    const res = await t.get(`/api/review_eligibility?sku=BG-001&${JUNK}=nul%00byte`, customer);
    expect(JSON.stringify(res.body)).not.toContain('pg_sleep');
    expect(res.status).toBe(200);
  });

  it('are not named back in a body either; a known field with NUL is refused by its name', async () => {
    const junk = await t.send(
      'POST',
      '/api/contactus',
      { '1; select pg_sleep(5) --': 'nul\u0000byte', name: '', email: '', message: '' },
      {},
    );
    expect(JSON.stringify(junk.body)).not.toContain('pg_sleep');
    const known = await t.send('POST', '/api/forgot_password', { userName: 'a\u0000@b.it' });
    expect(known.status).toBe(400);
  });
});
