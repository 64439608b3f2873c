import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../../src/server/db/schema';
import { pickProducts, type ProductRow } from '../support/orders';
import { firstOptions, type LineOptions } from '../support/product-options';
import { createTestApp, PEER_ADDRESS, type TestApp } from '../support/test-app';
import { uniqueName } from './accounts-support';

let t: TestApp;
let bag: ProductRow;
let bagOptions: LineOptions;

beforeAll(async () => {
  t = await createTestApp();
  bag = (await pickProducts(t.db, 1))[0]!;
  bagOptions = await firstOptions(t.db, bag.sku);
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => t.drop());

const randomAddress = () => {
  const b = randomBytes(3);
  return `${10 + (b[0]! % 200)}.${b[1]}.${b[2]}.${1 + (b[0]! % 250)}`;
};

/** A request that names a new client in every header a client can write. */
const spoofing = (peer: string) => ({
  [PEER_ADDRESS]: peer,
  'x-forwarded-for': randomAddress(),
  'x-nf-client-connection-ip': randomAddress(),
});

async function failuresOf(keys: string[]) {
  const rows = await t.db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.failures]));
}

describe('the address per-address limits count', () => {
  it('is the connection, not a header the caller chose, so new carts stay limited', async () => {
    vi.stubEnv('CART_CREATIONS_PER_HOUR', '3');
    const peer = randomAddress();
    const body = { item: { sku: bag.sku, quantity: 1, ...bagOptions } };
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await t.send('POST', '/api/add_cart', body, spoofing(peer))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts failed sign-ins against the connection whatever the headers say', async () => {
    const peer = randomAddress();
    const email = `${uniqueName('nobody')}@accounts.example`;
    const claimed: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const headers = spoofing(peer);
      claimed.push(headers['x-forwarded-for'], headers['x-nf-client-connection-ip']);
      await t.send('POST', '/api/signin', { userName: email, password: 'guess' }, headers);
    }
    const keys = [peer, ...claimed].map((address) => `ip:${address}`);
    expect(await failuresOf(keys)).toEqual({ [`ip:${peer}`]: 3 });
  });

  it('takes X-Forwarded-For from a trusted proxy: the nearest address it vouches for', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '192.0.2.0/24');
    const client = randomAddress();
    const claimed = randomAddress();
    const email = `${uniqueName('nobody')}@accounts.example`;
    await t.send(
      'POST',
      '/api/signin',
      { userName: email, password: 'guess' },
      { [PEER_ADDRESS]: '192.0.2.10', 'x-forwarded-for': `${claimed}, ${client}, 192.0.2.11` },
    );
    expect(await failuresOf([`ip:${client}`, `ip:${claimed}`, 'ip:192.0.2.10'])).toEqual({
      [`ip:${client}`]: 1,
    });
  });

  it("believes Netlify's client header only where Netlify runs the function", async () => {
    const email = `${uniqueName('nobody')}@accounts.example`;
    const netlify = randomAddress();
    const signIn = () =>
      t.send(
        'POST',
        '/api/signin',
        { userName: email, password: 'guess' },
        { 'x-nf-client-connection-ip': netlify },
      );
    await signIn();
    expect(await failuresOf([`ip:${netlify}`])).toEqual({});
    vi.stubEnv('SITE_ID', 'a-netlify-site');
    await signIn();
    expect(await failuresOf([`ip:${netlify}`])).toEqual({ [`ip:${netlify}`]: 1 });
  });
});
