import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { OWN_BODY_FIELDS } from './body-credentials';
import { routeTable } from './openapi/route-table';

/** The top-level keys a body schema knows, through wrappers, pipes and unions. */
function topLevelKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) {
    return [...topLevelKeys(schema.in as z.ZodType), ...topLevelKeys(schema.out as z.ZodType)];
  }
  if (schema instanceof z.ZodUnion)
    return schema.options.flatMap((o) => topLevelKeys(o as z.ZodType));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return topLevelKeys(schema.unwrap() as z.ZodType);
  }
  return [];
}

describe('OWN_BODY_FIELDS', () => {
  it('names exactly the signed-in writes whose body has its own email or token', () => {
    const found: Record<string, string[]> = {};
    for (const [key, spec] of Object.entries(routeTable())) {
      const [method, path] = key.split(' ');
      if (method === 'GET' || spec.access === 'public' || !spec.body) continue;
      const own = topLevelKeys(spec.body).filter((k) => k === 'email' || k === 'token');
      if (own.length) found[`${method} /api${path}`] = [...new Set(own)].sort();
    }
    const listed = Object.fromEntries(
      Object.entries(OWN_BODY_FIELDS).map(([key, fields]) => [key, [...fields].sort()]),
    );
    expect(found).toEqual(listed);
  });
});
