import type { Context } from 'hono';
import * as z from 'zod';
import { notFound } from '../../../core/domain-error';
import { adminDeleteSchema } from '../../../core/validation/admin-reference';
import type { AppEnv } from '../../http/env';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { parseQuery, parseWith, readJsonObject } from '../../http/validate';
import { CLASH, DELETE_TARGET, IN_USE } from './reference-call-texts';
import { guardDuplicates, removeUnlessUsed, type ReferenceResource } from './reference-resource';

/** The record a DELETE names: `?_id=` in the query, else `{ _id }` in a JSON body. */
export async function deleteTarget(c: Context<AppEnv>): Promise<number> {
  if (c.req.query('_id') !== undefined) return parseQuery(c, adminDeleteSchema)._id;
  return parseWith(adminDeleteSchema, await readJsonObject(c))._id;
}

/** `{ [key]: value }` with the key's literal type, as the answers name their lists. */
const keyed = <K extends string, V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;

/**
 * The answers' schemas. A computed key loses its literal type in z.object's, so each says the
 * output it has: the row schema's output under the resource's keys.
 */
function answerSchemas<
  Row extends z.ZodType<{ _id: number }>,
  One extends string,
  Many extends string,
>({ row, one, many }: { row: Row; one: One; many: Many }, list: string) {
  type Shown = z.output<Row>;
  const rows = z.array(row).describe(list);
  return {
    list: z.object({ [many]: rows }) as unknown as z.ZodType<Record<Many, Shown[]>>,
    saved: z.object({
      [one]: row.describe('The saved record'),
      [many]: rows,
    }) as unknown as z.ZodType<Record<One, Shown> & Record<Many, Shown[]>>,
    deleted: z.object({
      deleted: z.number().int().describe('The deleted id'),
      [many]: rows,
    }) as unknown as z.ZodType<{ deleted: number } & Record<Many, Shown[]>>,
  };
}

/**
 * GET lists, POST saves, DELETE removes one reference resource (docs/api-admin.md, "Admin
 * reference data"); administrators only.
 */
export function referenceRoutes<
  Schema extends z.ZodType<{ _id?: number }, unknown>,
  Row extends z.ZodType<{ _id: number }>,
  Path extends string,
  One extends string,
  Many extends string,
>(r: ReferenceResource<Schema, Row, Path, One, Many>) {
  const base = { path: `/${r.path}` as const, tag: 'admin-catalogue', access: 'admin' } as const;
  const list = `Every ${r.label.toLowerCase()}, inactive ones too`;
  const schemas = answerSchemas(r, list);
  const listed = async (c: Context<AppEnv>) => keyed(r.many, await r.list(c.get('db')));

  const get = defineRoute(
    {
      ...base,
      method: 'GET',
      summary: `${r.label}: the list`,
      answer: schemaAnswer({ description: `{ ${r.many} }`, schema: schemas.list }),
    },
    async (c) => listed(c),
  );

  // The published pages are built with the reference lists: a write leaves them behind.
  const writes = { purges: r.purges, changesPages: true } as const;

  const save = defineRoute(
    {
      ...base,
      ...writes,
      ...(r.ownBodyFields && { ownBodyFields: r.ownBodyFields }),
      method: 'POST',
      summary: `${r.label}: add (no _id) or update`,
      body: r.schema,
      answer: schemaAnswer({ description: `{ ${r.one}, ${r.many} }`, schema: schemas.saved }),
      errors: { 404: 'Unknown _id', 409: CLASH },
    },
    async (c, { body }) => {
      // The parsed body is the schema's output; a generic schema keeps the compiler from saying so.
      const input = body as z.output<Schema>;
      const db = c.get('db');
      const id = await guardDuplicates(async () => {
        if (input._id === undefined) return r.insert(db, input);
        if (!(await r.update(db, input._id, input))) throw notFound(r.label);
        return input._id;
      }, r.duplicates);
      const rows = await r.list(db);
      // Gone already only when a delete came in between: as gone as an unknown _id.
      const saved = rows.find((row) => row._id === id);
      if (!saved) throw notFound(r.label);
      return { ...keyed(r.one, saved), ...keyed(r.many, rows) };
    },
  );

  const remove = defineRoute(
    {
      ...base,
      ...writes,
      method: 'DELETE',
      summary: `${r.label}: delete ${DELETE_TARGET}`,
      query: adminDeleteSchema.partial(),
      body: adminDeleteSchema,
      bodyOptional: true,
      answer: schemaAnswer({ description: `{ deleted, ${r.many} }`, schema: schemas.deleted }),
      errors: { 404: 'Unknown _id', 409: IN_USE },
    },
    async (c) => {
      const id = await deleteTarget(c);
      await removeUnlessUsed(c.get('db'), id, r.label, r.usedBy, r.remove);
      return { deleted: id, ...(await listed(c)) };
    },
  );

  return { get, save, remove };
}
