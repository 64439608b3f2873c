import { expect } from 'vitest';
import * as z from 'zod';
import { apiDocument } from '../../src/server/api/api-routes';
import type { JsonResponse } from './test-app';

/*
 * Issue 29.3b: a route's success answer as /api/openapi.json documents it, and real answers
 * checked against it as JSON Schema (additional fields refused, formats checked), not through
 * the server's own zod.
 */

const doc = apiDocument();

/** The documented JSON Schema of a route's success answer (`'GET /path'`). */
export function documentedSchema(route: string): Record<string, unknown> {
  const [method, path] = route.split(' ') as [string, string];
  const responses = doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const [success] = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
  const content = (success?.[1] as { content?: Record<string, { schema: object }> }).content;
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`${route} documents no JSON answer`);
  return schema as Record<string, unknown>;
}

/** The answer holds what the document says, field by field, and nothing else. */
export function expectDocumented(route: string, res: JsonResponse, status = 200) {
  expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBe(status);
  const checked = z.fromJSONSchema(documentedSchema(route)).safeParse(res.body);
  expect(checked.error?.issues ?? [], `${route}: ${JSON.stringify(res.body)}`).toEqual([]);
}

/** Every field typed, down to the leaves: a `{ description }` alone types nothing. */
export function untypedIn(schema: unknown, where: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const typed = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf'].some((k) => k in s);
  const children = [
    ...Object.entries((s.properties as object | undefined) ?? {}).map(
      ([name, child]) => [`${where}.${name}`, child] as const,
    ),
    ...(s.items ? [[`${where}[]`, s.items] as const] : []),
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) =>
      ((s[k] as unknown[] | undefined) ?? []).map((child, i) => [`${where}/${k}/${i}`, child]),
    ),
  ];
  return [
    ...(typed ? [] : [where]),
    ...children.flatMap(([at, child]) => untypedIn(child, at as string)),
  ];
}

/** The document types the route's answer: a schema down to its leaves, closed objects. */
export function expectTyped(route: string) {
  const schema = documentedSchema(route);
  expect(String(schema.description ?? '')).not.toContain('Described, not typed');
  expect(schema.additionalProperties, route).toBe(schema.anyOf ? undefined : false);
  expect(untypedIn(schema, route)).toEqual([]);
}
