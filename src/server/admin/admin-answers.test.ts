import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { SynonymEntry } from '../../core/search/synonyms';
import { jsonSchemaOf, type JsonSchema } from '../http/openapi/json-schema';
import type { DeclaredRoute } from '../http/route/define-route';
import { PUBLISH_ROUTES } from '../publishing/publish-routes';
import { ADMIN_IMAGE_ROUTES } from './images/admin-image-routes';
import { ADMIN_EXPORT_ROUTES } from './imports/export-routes';
import { ADMIN_IMPORT_ROUTES } from './imports/import-routes';
import { ADMIN_PRODUCT_ROUTES } from './products/product-routes';
import { ADMIN_REFERENCE_ROUTES } from './reference/admin-reference-routes';
import { ADMIN_SALES_ROUTES } from './sales/sales-routes';
import { ADMIN_SEARCH_ROUTES, type synonymEntrySchema } from './search/search-synonym-routes';
import { ADMIN_SITE_ROUTES } from './site/admin-site-routes';

/*
 * Issue 29.3b: the back office's answers are typed in /api/openapi.json, down to every field, so
 * a client generated from the document knows what each holds (no `unknown`). CSV downloads stay
 * text.
 */

const ROUTES: readonly DeclaredRoute[] = [
  ...ADMIN_PRODUCT_ROUTES,
  ...ADMIN_REFERENCE_ROUTES,
  ...ADMIN_SITE_ROUTES,
  ...ADMIN_SEARCH_ROUTES,
  ...ADMIN_SALES_ROUTES,
  ...ADMIN_IMPORT_ROUTES,
  ...ADMIN_EXPORT_ROUTES,
  ...ADMIN_IMAGE_ROUTES,
  ...PUBLISH_ROUTES,
];

const SAYS_WHAT = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref'];

/** Where in a JSON Schema a value's shape is left unsaid (what a generated client calls unknown). */
function untypedIn(schema: JsonSchema | boolean, where: string): string[] {
  if (typeof schema === 'boolean') return schema ? [where] : [];
  const found = SAYS_WHAT.some((key) => key in schema) ? [] : [where];
  const children: (readonly [string, JsonSchema | boolean])[] = [
    ...Object.entries(schema.properties ?? {}).map(([k, s]) => [`${where}.${k}`, s] as const),
    ...(schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)
      ? [[`${where}[]`, schema.items] as const]
      : []),
    ...(typeof schema.additionalProperties === 'object'
      ? [[`${where}{}`, schema.additionalProperties] as const]
      : []),
    ...(schema.anyOf ?? []).map((s, i) => [`${where}|${i}`, s] as const),
  ];
  return [...found, ...children.flatMap(([w, s]) => untypedIn(s, w))];
}

describe('the back office’s answers in the document', () => {
  it('are typed by a schema, every field with its type; downloads stay CSV', () => {
    const problems: string[] = [];
    for (const { declaration } of ROUTES) {
      const key = `${declaration.method} ${declaration.path}`;
      const { answer } = declaration;
      if (answer.mediaType === 'text/csv') continue;
      if (!answer.schema) {
        problems.push(`${key}: described, not typed`);
        continue;
      }
      problems.push(...untypedIn(jsonSchemaOf(answer.schema, 'output'), key));
    }
    expect(problems).toEqual([]);
    expect(ROUTES.filter((r) => r.declaration.answer.mediaType === 'text/csv').length).toBe(5);
  });

  it('finds a field left untyped (the check above can fail)', () => {
    expect(
      untypedIn({ type: 'object', properties: { a: { description: 'x' } } }, 'GET /x'),
    ).toEqual(['GET /x.a']);
  });
});

describe('an answer’s schema and the type its code keeps', () => {
  it('are one (checked by the type check)', () => {
    expectTypeOf<z.output<typeof synonymEntrySchema>>().toEqualTypeOf<SynonymEntry>();
  });
});
