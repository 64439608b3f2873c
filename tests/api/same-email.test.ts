import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameEmail } from '../../src/server/db/same-email';
import { customers } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

describe('sameEmail', () => {
  it('finds an address whatever its letter case and the spaces around it, and no other', async () => {
    const { id, email } = await signedInAs(t.db, 'C');
    const idsFor = async (typed: string) =>
      (
        await t.db
          .select({ id: customers.id })
          .from(customers)
          .where(sameEmail(customers.userName, typed))
      ).map((row) => row.id);

    expect(await idsFor(`  ${email.toUpperCase()} `)).toEqual([id]);
    expect(await idsFor(email.replace('@', 'x@'))).toEqual([]);
  });
});
