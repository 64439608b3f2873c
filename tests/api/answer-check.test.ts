import { Hono } from 'hono';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiDocument } from '../../src/server/api/api-routes';
import { createApp } from '../../src/server/api/app';
import type { AppEnv } from '../../src/server/http/env';
import { buildOpenApiDocument } from '../../src/server/http/openapi/build-document';
import {
  declaredOperations,
  declaredRoutes,
  defineRoute,
  describedAnswer,
  schemaAnswer,
} from '../../src/server/http/route/define-route';
import { answerChecker, checkedFetch } from '../support/answer-check';
import { isChecked } from '../support/checked-app';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The check that holds every 2xx JSON answer of the API suite against the document
 * (answer-check.ts, hooked into every app by worker-setup.ts): it refuses a wrong answer with
 * the route, ajv's complaint and where in the answer, and leaves described answers alone.
 */

const count = defineRoute(
  {
    method: 'GET',
    path: '/counts/{id}',
    summary: 'A count',
    tag: 'system',
    access: 'public',
    params: { id: z.string() },
    answer: schemaAnswer({
      description: '{ counts }',
      schema: z.object({ counts: z.array(z.object({ name: z.string(), n: z.number().int() })) }),
    }),
  },
  // Answers past the declaration, as a handler that drifted from its schema would.
  async (c) =>
    c.json({
      counts: [
        { name: 'a', n: 1 },
        { name: 'b', n: c.req.param('id') },
      ],
    }),
);

const described = defineRoute(
  {
    method: 'GET',
    path: '/loose',
    summary: 'Anything',
    tag: 'system',
    access: 'public',
    answer: describedAnswer<{ any: unknown }>({ description: '{ any }', keys: { any: 'Any' } }),
  },
  async () => ({ any: 'thing' }),
);

const routes = [count, described];
const document = buildOpenApiDocument(declaredOperations(routes), {
  title: 'probe',
  version: '0',
  description: 'probe',
});
const checker = answerChecker(document, routes);

describe('the answer check', () => {
  it('passes an answer that fits its documented schema', () => {
    const body = { counts: [{ name: 'a', n: 1 }] };
    expect(checker.problemOf({ method: 'GET', path: '/api/counts/7', status: 200, body })).toBe(
      undefined,
    );
  });

  it('refuses a wrong answer, naming the route, the fault and where it is', () => {
    const body = { counts: [{ name: 'a', n: '1' }], extra: true };
    const problem = checker.problemOf({ method: 'GET', path: '/api/counts/7', status: 200, body });
    expect(problem).toContain('GET /counts/{id} answered 200');
    expect(problem).toContain('/counts/0/n: must be integer');
    expect(problem).toContain('must NOT have additional properties (extra)');
  });

  it('leaves described answers and unknown calls alone', () => {
    const body = { nothing: 'like it' };
    expect(checker.problemOf({ method: 'GET', path: '/api/loose', status: 200, body })).toBe(
      undefined,
    );
    expect(checker.problemOf({ method: 'GET', path: '/api/elsewhere', status: 200, body })).toBe(
      undefined,
    );
  });

  it('fails the call whose answer does not fit', async () => {
    const api = new Hono<AppEnv>();
    api.route('/api', declaredRoutes(routes));
    api.fetch = checkedFetch(api.fetch, checker);
    await expect(api.request('/api/counts/7')).rejects.toThrow(
      /GET \/counts\/\{id\} answered 200[\s\S]*\/counts\/1\/n: must be integer/,
    );
  });
});

describe('the API suite’s apps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.drop());

  it('refuses a real answer of a typed route once it is made wrong', async () => {
    const real = await t.get('/api/products?rows=2');
    expect(real.status).toBe(200);
    const api = answerChecker(apiDocument(), API_ROUTES);
    const call = { method: 'GET', path: '/api/products', status: 200 };
    expect(api.problemOf({ ...call, body: real.body })).toBe(undefined);
    const [first] = real.body.products as { sell: object }[];
    const wrong = {
      ...real.body,
      products: [{ ...first, sell: { ...first!.sell, price: '1.00' } }],
    };
    expect(api.problemOf({ ...call, body: wrong })).toMatch(
      /GET \/products answered 200[\s\S]*\/products\/0\/sell\/price: must be integer/,
    );
  });

  it('through the test app and through createApp alike', () => {
    expect(isChecked(t.app)).toBe(true);
    expect(isChecked(createApp({ getDb: () => Promise.reject(new Error('not called')) }))).toBe(
      true,
    );
  });
});
