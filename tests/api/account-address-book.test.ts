import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT } from '../../src/core/account/address-book';
import { POSTCODE_INVALID } from '../../src/core/address/postcode';
import { ADDRESS_MESSAGES } from '../../src/core/validation/address';
import { addresses } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

interface Entry {
  _id: string;
  addrName: string;
  addrCity: string;
  addrCountry: string;
  isDefault: boolean;
}

const address = (overrides: Record<string, unknown> = {}) => ({
  addrName: 'Anna Rossi',
  addrEmail: 'anna@example.com',
  addrTel: '+39 06 1234 5678',
  addrLine1: 'Via Roma 1',
  addrCity: 'Roma',
  addrCode: '00100',
  addrCountry: 'IT',
  ...overrides,
});

const book = (body: Record<string, unknown>) => body.addressBook as Entry[];

describe('the address book', () => {
  it('starts empty, needs a token, and makes the first entry the default', async () => {
    expect((await t.get('/api/addressbook')).status).toBe(401);
    const me = await signedInAs(t.db, 'C');
    expect((await t.get('/api/addressbook', me.headers)).body).toEqual({ addressBook: [] });

    const res = await t.send('POST', '/api/addressbook', { address: address() }, me.headers);
    expect(res.status).toBe(200);
    expect(book(res.body)).toEqual([
      expect.objectContaining({ addrName: 'Anna Rossi', addrCountry: 'IT', isDefault: true }),
    ]);
    expect(book(res.body)[0]).toEqual({
      _id: expect.any(String),
      ...address(),
      addrLine2: '',
      addrRegion: '',
      addrComments: '',
      isDefault: true,
    });
    expect(book((await t.get('/api/addressbook', me.headers)).body)).toEqual(book(res.body));
  });

  it('adds, updates its own entry, and moves the default on request', async () => {
    const me = await signedInAs(t.db, 'C');
    const first = book(
      (await t.send('POST', '/api/addressbook', { address: address() }, me.headers)).body,
    )[0]!;
    const two = book(
      (
        await t.send(
          'POST',
          '/api/addressbook',
          { address: address({ addrCity: 'Milano' }) },
          me.headers,
        )
      ).body,
    );
    expect(two.map((e) => [e.addrCity, e.isDefault])).toEqual([
      ['Roma', true],
      ['Milano', false],
    ]);

    const milano = two[1]!;
    const moved = book(
      (
        await t.send(
          'POST',
          '/api/addressbook',
          { address: address({ _id: milano._id, addrCity: 'Milano Centro', isDefault: true }) },
          me.headers,
        )
      ).body,
    );
    expect(moved.map((e) => [e._id, e.addrCity, e.isDefault])).toEqual([
      [milano._id, 'Milano Centro', true],
      [first._id, 'Roma', false],
    ]);

    // isDefault false on the default is ignored: the book keeps one default.
    const kept = book(
      (
        await t.send(
          'POST',
          '/api/addressbook',
          { address: address({ _id: milano._id, addrCity: 'Milano', isDefault: false }) },
          me.headers,
        )
      ).body,
    );
    expect(kept.filter((e) => e.isDefault).map((e) => e._id)).toEqual([milano._id]);
  });

  it('deletes by body or by ?id=, passing the default to the oldest remaining entry', async () => {
    const me = await signedInAs(t.db, 'C');
    await t.send('POST', '/api/addressbook', { address: address({ addrCity: 'A' }) }, me.headers);
    await t.send('POST', '/api/addressbook', { address: address({ addrCity: 'B' }) }, me.headers);
    const three = book(
      (
        await t.send(
          'POST',
          '/api/addressbook',
          { address: address({ addrCity: 'C' }) },
          me.headers,
        )
      ).body,
    );
    const [a, b, c] = three;
    const afterBody = await t.send(
      'DELETE',
      '/api/addressbook',
      { address: { _id: a!._id } },
      me.headers,
    );
    expect(afterBody.status).toBe(200);
    expect(book(afterBody.body).map((e) => [e.addrCity, e.isDefault])).toEqual([
      ['B', true],
      ['C', false],
    ]);
    const afterQuery = await t.send(
      'DELETE',
      `/api/addressbook?id=${c!._id}`,
      undefined,
      me.headers,
    );
    expect(book(afterQuery.body).map((e) => e._id)).toEqual([b!._id]);
  });

  it('answers 404 for a missing entry and 400 without an id', async () => {
    const me = await signedInAs(t.db, 'C');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [missing, 'not-an-id']) {
      expect(
        (await t.send('DELETE', `/api/addressbook?id=${id}`, undefined, me.headers)).status,
      ).toBe(404);
      const update = await t.send(
        'POST',
        '/api/addressbook',
        { address: address({ _id: id }) },
        me.headers,
      );
      expect(update.status).toBe(404);
    }
    expect((await t.send('DELETE', '/api/addressbook', {}, me.headers)).status).toBe(400);
  });

  it('gives the field messages of spec 5', async () => {
    const me = await signedInAs(t.db, 'C');
    const res = await t.send(
      'POST',
      '/api/addressbook',
      { address: { addrCountry: 'IT' } },
      me.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'address.addrName', message: ADDRESS_MESSAGES.addrName },
        { field: 'address.addrEmail', message: 'Enter your email address!' },
        { field: 'address.addrCode', message: ADDRESS_MESSAGES.addrCode },
      ]),
    );
  });

  it('takes a delivery country by code or name and keeps its code; refuses others', async () => {
    const me = await signedInAs(t.db, 'C');
    const byName = await t.send(
      'POST',
      '/api/addressbook',
      { address: address({ addrCountry: 'germania' }) },
      me.headers,
    );
    expect(book(byName.body)[0]!.addrCountry).toBe('DE');
    const noCountry = await t.send(
      'POST',
      '/api/addressbook',
      { address: address({ addrCountry: '' }) },
      me.headers,
    );
    expect(book(noCountry.body)[1]!.addrCountry).toBe('');

    const res = await t.send(
      'POST',
      '/api/addressbook',
      { address: address({ addrCountry: 'Narnia' }) },
      me.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { field: 'address.addrCountry', message: ADDRESS_MESSAGES.addrCountry },
    ]);
  });

  it("refuses a postal code its country's rule does not take, the country given by name too", async () => {
    const me = await signedInAs(t.db, 'C');
    for (const addrCountry of ['IT', 'Italia']) {
      const res = await t.send(
        'POST',
        '/api/addressbook',
        { address: address({ addrCountry, addrCode: 'ABCDE' }) },
        me.headers,
      );
      expect(res.status, addrCountry).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'address.addrCode', message: POSTCODE_INVALID }]);
    }
    const rows = await t.db.select().from(addresses).where(eq(addresses.customerId, me.id));
    expect(rows).toEqual([]);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} entries`, async () => {
    const me = await signedInAs(t.db, 'C');
    await t.db.insert(addresses).values(
      Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, i) => ({
        ...address({ addrCity: `City ${i}` }),
        customerId: me.id,
        isDefault: i === 0,
      })),
    );
    const res = await t.send('POST', '/api/addressbook', { address: address() }, me.headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'ADDRESS_BOOK_FULL', message: 'Your address book is full' });
    expect(await t.db.$count(addresses, eq(addresses.customerId, me.id))).toBe(ADDRESS_BOOK_LIMIT);
    // Updating an entry of a full book still works.
    const [entry] = book((await t.get('/api/addressbook', me.headers)).body);
    const update = await t.send(
      'POST',
      '/api/addressbook',
      { address: address({ _id: entry!._id }) },
      me.headers,
    );
    expect(update.status).toBe(200);
  });
});
