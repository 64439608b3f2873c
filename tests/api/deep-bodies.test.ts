import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.db, 'A')).headers;
});
afterAll(() => t?.drop());

/** JSON nested `depth` deep under one field, as arrays and as objects. */
const nestedArrays = (depth: number) => `{"items":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const nestedObjects = (depth: number) => `{"items":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;

const WRITES = [
  { who: 'a visitor', path: '/api/add_cart', headers: () => ({}) },
  { who: 'an admin', path: '/api/admin_brands', headers: () => admin },
];

describe('a body nested thousands deep (issue 28.9)', () => {
  for (const { who, path, headers } of WRITES) {
    for (const depth of [5_000, 100_000]) {
      for (const [shape, body] of [
        ['arrays', nestedArrays(depth)],
        ['objects', nestedObjects(depth)],
      ] as const) {
        it(`${who}'s ${path} answers 400 for ${shape} ${depth} deep`, async () => {
          const res = await t.send('POST', path, body, headers());
          expect(res.status).toBe(400);
          expect(res.body).toEqual({
            code: 'BAD_REQUEST',
            message: 'The request body is nested too deeply',
          });
        });
      }
    }
  }

  it('still answers afterwards, and a body of ordinary depth is read', async () => {
    expect((await t.get('/api/health')).status).toBe(200);
    const res = await t.send('POST', '/api/admin_brands', { brand: { name: 'Deep' } }, admin);
    expect(res.status).not.toBe(500);
    expect(res.body.message).not.toBe('The request body is nested too deeply');
  });
});
