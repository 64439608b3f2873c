import type { Context, Hono } from 'hono';
import { notFound } from '../../../core/domain-error';
import { adminDeleteSchema } from '../../../core/validation/admin-reference';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseQuery, parseWith, readJsonObject } from '../../http/validate';
import { guardDuplicates, removeUnlessUsed, type ReferenceResource } from './reference-resource';

/** The record a DELETE names: `?_id=` in the query, else `{ _id }` in a JSON body. */
export async function deleteTarget(c: Context<AppEnv>): Promise<number> {
  if (c.req.query('_id') !== undefined) return parseQuery(c, adminDeleteSchema)._id;
  return parseWith(adminDeleteSchema, await readJsonObject(c))._id;
}

/** GET lists, POST saves, DELETE removes one reference resource; administrators only. */
export function mountReferenceResource<
  Input extends { _id?: number },
  Shown extends { _id: number },
>(app: Hono<AppEnv>, r: ReferenceResource<Input, Shown>): void {
  const path = `/${r.path}`;
  app.get(path, requireAdmin, async (c) => c.json({ [r.many]: await r.list(c.get('db')) }));

  app.post(path, requireAdmin, async (c) => {
    const input = parseWith(r.schema, await readJsonObject(c));
    const db = c.get('db');
    const id = await guardDuplicates(async () => {
      if (input._id === undefined) return r.insert(db, input);
      if (!(await r.update(db, input._id, input))) throw notFound(r.label);
      return input._id;
    }, r.duplicates);
    const list = await r.list(db);
    return c.json({ [r.one]: list.find((row) => row._id === id), [r.many]: list });
  });

  app.delete(path, requireAdmin, async (c) => {
    const id = await deleteTarget(c);
    const db = c.get('db');
    await removeUnlessUsed(db, id, r.label, r.usedBy, r.remove);
    return c.json({ deleted: id, [r.many]: await r.list(db) });
  });
}
