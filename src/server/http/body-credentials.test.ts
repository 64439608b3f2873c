import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../api/api-routes';

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

describe('ownBodyFields', () => {
  it('is declared by exactly the signed-in writes whose body has its own email or token', () => {
    const found: Record<string, string[]> = {};
    const declared: Record<string, string[]> = {};
    for (const { declaration: route } of API_ROUTES) {
      const key = `${route.method} ${route.path}`;
      if (route.ownBodyFields) declared[key] = [...route.ownBodyFields].sort();
      if (route.method === 'GET' || route.access === 'public' || !route.body) continue;
      const own = topLevelKeys(route.body).filter((k) => k === 'email' || k === 'token');
      if (own.length) found[key] = [...new Set(own)].sort();
    }
    expect(declared).toEqual(found);
  });
});
