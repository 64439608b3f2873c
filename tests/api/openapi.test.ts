import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { createApp } from '../../src/server/api/app';
import { apiErrorBodySchema } from '../../src/server/http/openapi/error-body';
import { apiDocument } from '../../src/server/api/api-routes';
import { apiRouteTable } from '../../src/server/api/api-routes';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';

/*
 * The document at /api/openapi.json against the app itself: both come from the routes'
 * declarations; the document holds together, and a sample of what it says is checked by calling.
 */

type Doc = ReturnType<typeof apiDocument>;
type Operation = Doc['paths'][string][string];

function documentedOperations(
  doc: Doc,
): { key: string; path: string; method: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op,
    })),
  );
}

const doc = apiDocument();
const operations = documentedOperations(doc);
const documentedKeys = operations.map((o) => o.key).sort();

/** Every JSON Schema inside a value (the document, or part of it), with where it is. */
type Json = unknown;
function schemasIn(
  value: Json,
  where: string,
  out: { where: string; schema: Record<string, unknown> }[],
) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => schemasIn(v, `${where}/${i}`, out));
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'schema' && typeof child === 'object' && child !== null) {
      out.push({ where: `${where}/schema`, schema: child as Record<string, unknown> });
    } else {
      schemasIn(child, `${where}/${key}`, out);
    }
  }
  return out;
}

const KEYWORDS = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'enum',
  'const',
  'default',
  'description',
  'title',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
  'propertyNames',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'contentEncoding',
  'contentMediaType',
]);
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
const COUNTS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];

/** What a JSON Schema 2020-12 validator would reject in the keywords used here; [] when none. */
function schemaProblems(schema: unknown, where: string): string[] {
  if (typeof schema === 'boolean') return [];
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    return [`${where}: not a schema`];
  }
  const s = schema as Record<string, unknown>;
  const problems: string[] = [];
  const sub = (child: unknown, at: string) => problems.push(...schemaProblems(child, at));
  for (const key of Object.keys(s)) {
    if (!KEYWORDS.has(key)) problems.push(`${where}: unknown keyword ${key}`);
  }
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  for (const t of types) if (!TYPES.has(t as string)) problems.push(`${where}: type ${String(t)}`);
  for (const key of COUNTS) {
    const n = s[key];
    if (n !== undefined && !(Number.isInteger(n) && (n as number) >= 0)) {
      problems.push(`${where}: ${key} ${String(n)}`);
    }
  }
  if (s.pattern !== undefined) {
    try {
      new RegExp(s.pattern as string);
    } catch {
      problems.push(`${where}: pattern ${String(s.pattern)}`);
    }
  }
  if (s.enum !== undefined && !(Array.isArray(s.enum) && s.enum.length > 0)) {
    problems.push(`${where}: enum`);
  }
  if (s.properties !== undefined) {
    for (const [name, child] of Object.entries(s.properties as object)) {
      sub(child, `${where}.${name}`);
    }
  }
  if (s.required !== undefined) {
    const names = Object.keys((s.properties as object | undefined) ?? {});
    for (const name of s.required as unknown[]) {
      if (typeof name !== 'string' || !names.includes(name)) {
        problems.push(`${where}: required ${String(name)} is not a property`);
      }
    }
  }
  for (const key of ['items', 'not', 'additionalProperties', 'propertyNames']) {
    if (s[key] !== undefined) sub(s[key], `${where}/${key}`);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (s[key] === undefined) continue;
    if (!Array.isArray(s[key]) || s[key].length === 0) problems.push(`${where}: ${key}`);
    else (s[key] as unknown[]).forEach((child, i) => sub(child, `${where}/${key}/${i}`));
  }
  return problems;
}

function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      root,
    );
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') out.push(child);
      else refsIn(child, out);
    }
  }
  return out;
}

describe('the app answers what the document describes', () => {
  // The routes are registered by createApp; listing them touches no database.
  const app = createApp({ getDb: async () => Promise.reject(new Error('not needed')) });

  it('mounts the declared calls under /api, and outside them only the pictures', () => {
    // Both come from one list (http/api-routes.ts); this catches a route added beside it.
    const answered = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`),
    );
    const declared = documentedKeys.map((key) => key.replace(' /', ' /api/'));
    expect([...answered].sort()).toEqual(
      [...declared, 'GET /api/images/*', 'GET /images/*'].sort(),
    );
  });
});

describe('the document holds together', () => {
  it('is OpenAPI 3.1 with the package version, served from /api', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(packageJson.version);
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
  });

  it('gives every operation a unique operationId, a known tag and a success answer', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(op.summary, key).not.toBe('');
      expect(
        op.tags.every((t) => tags.has(t)),
        key,
      ).toBe(true);
      expect(
        Object.keys(op.responses).some((s) => /^2\d\d$/.test(s)),
        key,
      ).toBe(true);
    }
  });

  it('declares every path parameter, and no other', () => {
    for (const { key, path, op } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), key).toEqual(inPath);
      expect(
        declared.every((p) => p.required),
        key,
      ).toBe(true);
    }
  });

  it('names each parameter once and only security schemes it defines', () => {
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const { key, op } of operations) {
      const names = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(new Set(names).size, key).toBe(names.length);
      for (const requirement of op.security) {
        expect(
          Object.keys(requirement).every((s) => schemes.includes(s)),
          key,
        ).toBe(true);
      }
    }
  });

  it('holds only valid JSON Schemas', () => {
    const schemas = schemasIn(doc, '#', []);
    expect(schemas.length).toBeGreaterThan(200);
    const problems = [
      ...schemas.flatMap(({ where, schema }) => schemaProblems(schema, where)),
      ...Object.entries(doc.components.schemas).flatMap(([name, s]) => schemaProblems(s, name)),
    ];
    expect(problems).toEqual([]);
  });

  it('finds what is wrong in a bad schema (the check above can fail)', () => {
    expect(
      schemaProblems({ type: 'thing', required: ['a'], minLength: -1, pattern: '(' }, 'x'),
    ).toHaveLength(4);
  });
});

describe('the document tells the truth', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    customer = (await signedInAs(t.db, 'C')).headers;
    admin = (await signedInAs(t.db, 'A')).headers;
  });
  afterAll(async () => {
    await t.drop();
  });

  const headersFor = (key: string) => {
    const access = apiRouteTable()[key]?.access;
    return access === 'admin' ? admin : access === 'customer' ? customer : {};
  };
  const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}/g, 'cnotapost0000')}`;
  const call = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
    method === 'get'
      ? t.get(url, headers)
      : t.send(method.toUpperCase() as 'POST' | 'PUT' | 'DELETE', url, body ?? {}, headers);
  const refusedFields = (res: JsonResponse) =>
    [
      ...new Set(
        ((res.body.fields as { field: string }[] | undefined) ?? []).map(
          (f) => f.field.split('.')[0],
        ),
      ),
    ].sort();
  const bodySchemaOf = (op: Operation) =>
    op.requestBody?.content['application/json'].schema as { required?: string[] } | undefined;

  it('serves the document at /api/openapi.json, cacheable', async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  // Checked before the schema: a captcha, a signature, a link key (any fault is LINK_INVALID).
  const CHECKED_FIRST = new Set([
    'POST /contactus',
    'POST /stripe_webhook',
    'POST /newsletter_confirm',
    'POST /newsletter_unsubscribe',
    'POST /refuse_activation',
  ]);

  /** Fields read leniently: a missing one is a dead link (LINK_INVALID), not a named field. */
  const LINK_FIELDS: Record<string, string[]> = { 'POST /reset_password': ['key1'] };

  it('refuses a body without its documented required fields, naming exactly those', async () => {
    const checked: string[] = [];
    for (const { key, path, method, op } of operations) {
      const required = bodySchemaOf(op)?.required;
      if (!required?.length || op.parameters?.some((p) => p.in === 'query' && p.required)) continue;
      const res = await call(method, concrete(path), headersFor(key), {});
      expect(apiErrorBodySchema.safeParse(res.body).success, key).toBe(true);
      checked.push(key);
      if (CHECKED_FIRST.has(key) || !('400' in op.responses)) {
        // Refused as documented: a /pay link is 404 whatever is wrong with it; the webhook
        // without payment settings is 503 before any signature.
        expect(Object.keys(op.responses), key).toContain(String(res.status));
        continue;
      }
      expect(res.status, key).toBe(400);
      const named = required.filter((field) => !LINK_FIELDS[key]?.includes(field));
      expect(refusedFields(res), key).toEqual(named.sort());
    }
    expect(checked.length).toBeGreaterThan(60);
  });

  it('refuses a call without its documented required query fields', async () => {
    const checked: string[] = [];
    for (const { key, path, method, op } of operations) {
      const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      if (!required.length) continue;
      const res = await call(method, concrete(path), headersFor(key));
      if (!('400' in op.responses)) {
        // Read leniently (a /pay link): refused, but as the route documents it, not as bad input.
        expect(Object.keys(op.responses), key).toContain(String(res.status));
        continue;
      }
      expect(res.status, key).toBe(400);
      // The link routes read key1 themselves: a missing key is a dead link, not a named field.
      if (!['GET /user', 'GET /reset_user'].includes(key)) {
        expect(refusedFields(res), key).toEqual(required.map((p) => p.name).sort());
      }
      checked.push(key);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /product_reviews',
        'GET /get_cart',
        'GET /admin_order',
        'DELETE /admin_reviews',
      ]),
    );
  });

  it('answers a GET without its optional query fields with the documented keys', async () => {
    const checked: string[] = [];
    for (const { key, path, method, op } of operations) {
      if (method !== 'get' || path.includes('{')) continue;
      if ((op.parameters ?? []).some((p) => p.required)) continue;
      const res = await call(method, concrete(path), headersFor(key));
      const [status, answer] = Object.entries(op.responses).find(([s]) => /^2/.test(s))!;
      const content = (answer as { content: Record<string, { schema: { required?: string[] } }> })
        .content;
      if (!content['application/json']) {
        expect(res.headers.get('content-type'), key).toContain(Object.keys(content)[0]);
        continue;
      }
      // A documented refusal is the truth too (payment_config without payment settings: 503).
      if (res.status !== Number(status)) {
        expect(Object.keys(op.responses), key).toContain(String(res.status));
        continue;
      }
      for (const field of content['application/json'].schema.required ?? []) {
        expect(res.body, `${key} answers ${field}`).toHaveProperty(field);
      }
      checked.push(key);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /defaults',
        'GET /products',
        'GET /admin_orders',
        'GET /orders',
      ]),
    );
  });

  it('answers a dead payment link 404, never 400, as its lenient input says', async () => {
    const res = await t.get('/api/order_payment');
    expect(res.status).toBe(404);
    expect(doc.paths['/order_payment']!.get!.responses).not.toHaveProperty('400');
  });

  it('refuses every protected call without a token (401) and admin calls from a customer (403)', async () => {
    let protectedCalls = 0;
    for (const { key, path, method, op } of operations) {
      const access = apiRouteTable()[key]?.access;
      if (access !== 'customer' && access !== 'admin') continue;
      expect(op.responses, key).toHaveProperty('401');
      const anonymous = await call(method, concrete(path), {});
      expect(anonymous.status, key).toBe(401);
      expect(apiErrorBodySchema.safeParse(anonymous.body).success, key).toBe(true);
      if (access === 'admin') {
        expect((await call(method, concrete(path), customer)).status, key).toBe(403);
      }
      protectedCalls += 1;
    }
    expect(protectedCalls).toBeGreaterThan(90);
  });
});
