import { Hono } from 'hono';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import {
  Reply,
  declaredOperations,
  declaredRoutes,
  defineRoute,
  describedAnswer,
} from './define-route';

/*
 * What the cart calls do not exercise: path parameters, a body left to the handler, an answer
 * status fixed by the declaration. The access rules and input parsing are the cart tests'.
 */

const thing = defineRoute(
  {
    method: 'GET',
    path: '/things/{id}',
    summary: 'A thing',
    tag: 'system',
    access: 'public',
    params: { id: z.string() },
    answer: describedAnswer<{ id: string }>({ description: '{ id }', keys: { id: 'Its id' } }),
  },
  async (c) => ({ id: c.req.param('id') ?? '' }),
);

const dropThing = defineRoute(
  {
    method: 'DELETE',
    path: '/things',
    summary: 'Drop a thing named in the query or the body',
    tag: 'system',
    access: 'public',
    body: z.object({ id: z.string() }),
    bodyOptional: true,
    answer: describedAnswer<{ body: unknown }>({ description: '{ body }', status: 202 }),
  },
  async (c, { body }) => new Reply({ body: body ?? (await c.req.text()) }, 202),
);

const made = defineRoute(
  {
    method: 'POST',
    path: '/things',
    summary: 'Make a thing',
    tag: 'system',
    access: 'public',
    answer: describedAnswer<{ made: true }>({ description: '{ made }', status: 201 }),
  },
  async () => ({ made: true as const }),
);

const dated = defineRoute(
  {
    method: 'GET',
    path: '/dated',
    summary: 'A query its handler reads with its own rule',
    tag: 'system',
    access: 'public',
    query: z.object({ day: z.iso.date() }),
    queryReadByHandler: true,
    answer: describedAnswer<{ day: string; parsed: boolean }>({ description: '{ day, parsed }' }),
  },
  async (c, { query }) => ({ day: c.req.query('day') ?? '', parsed: query !== undefined }),
);

const app = new Hono<AppEnv>().route('/', declaredRoutes([thing, dropThing, made, dated]));

describe('defineRoute', () => {
  it('routes a `{name}` path parameter as Hono’s `:name`', async () => {
    const res = await app.request('/things/abc');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'abc' });
  });

  it('leaves an optional body to the handler, unparsed', async () => {
    const res = await app.request('/things', { method: 'DELETE' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ body: '' });
  });

  it('answers with the status the declaration gives', async () => {
    const res = await app.request('/things', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ made: true });
  });

  it('gives the document one entry per route, path parameters under `path`', () => {
    const table = declaredOperations([thing, dropThing, made]);
    expect(Object.keys(table)).toEqual(['GET /things/{id}', 'DELETE /things', 'POST /things']);
    expect(table['GET /things/{id}']).toMatchObject({
      summary: 'A thing',
      access: 'public',
      path: { id: thing.declaration.params?.id },
    });
    expect(table['GET /things/{id}']).not.toHaveProperty('method');
    expect(table['DELETE /things']).toMatchObject({ bodyOptional: true });
  });

  it('leaves a query read by the handler unparsed, and describes it in the document', async () => {
    const res = await app.request('/dated?day=someday');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ day: 'someday', parsed: false });
    const entry = declaredOperations([dated])['GET /dated'];
    expect(entry?.query).toBe(dated.declaration.query);
    expect(entry).not.toHaveProperty('queryReadByHandler');
  });
});
