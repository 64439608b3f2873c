import type { z } from 'zod';
import { DomainError, notFound, type FieldError } from '../../../core/domain-error';
import type { CacheTag } from '../../../core/cdn/cache-policy';
import type { Db } from '../../db/client';
import type { CredentialKey } from '../../../core/security/credential-key';
import { InUseError, isForeignKeyViolation, rethrowDuplicate, type Usage } from './admin-errors';

/**
 * One admin reference list (spec section 7): GET lists it, POST saves a record (adds without
 * `_id`, updates with one), DELETE removes one unless something still uses it. Each resource
 * supplies its own queries and its records' schema; the HTTP rules live here once. The call's
 * name and answer keys are literal types, so its declared routes (reference-resource-routes.ts) carry them.
 */
export interface ReferenceResource<
  Schema extends z.ZodType<{ _id?: number }, unknown>,
  Row extends z.ZodType<{ _id: number }>,
  Path extends string = string,
  One extends string = string,
  Many extends string = string,
> {
  /** The call's name under /api, e.g. admin_brands. */
  path: Path;
  /** The CDN tags a save or a delete purges: the public reads showing the list. */
  purges: readonly CacheTag[];
  /** Body fields of its own named like a credential (a supplier's email). */
  ownBodyFields?: readonly CredentialKey[];
  /** Answer keys: `{ [one]: saved, [many]: list }`. */
  one: One;
  many: Many;
  /** For "Brand was not found". */
  label: string;
  schema: Schema;
  /** A record as the answers show it: the document's schema and the list's type. */
  row: Row;
  list: (db: Db) => Promise<z.output<Row>[]>;
  insert: (db: Db, input: z.output<Schema>) => Promise<number>;
  /** False when there is no record with that id. */
  update: (db: Db, id: number, input: z.output<Schema>) => Promise<boolean>;
  remove: (db: Db, id: number) => Promise<boolean>;
  /** Where the record is still used; empty when it may go. */
  usedBy: (db: Db, id: number) => Promise<Usage[]>;
  /** Unique index name → the field and message a duplicate gets. */
  duplicates: Record<string, FieldError>;
}

/** A resource as written, its name, keys, schema and list shape kept as their own types. */
export function referenceResource<
  Schema extends z.ZodType<{ _id?: number }, unknown>,
  Row extends z.ZodType<{ _id: number }>,
  Path extends string,
  One extends string,
  Many extends string,
>(resource: ReferenceResource<Schema, Row, Path, One, Many>) {
  return resource;
}

/** Runs a write; a unique-index clash becomes 409 ALREADY_EXISTS. */
export async function guardDuplicates<T>(
  write: () => Promise<T>,
  duplicates: Record<string, FieldError>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    return rethrowDuplicate(err, duplicates);
  }
}

/** Checks usage, then deletes; a reference that slipped in between still ends as 409 IN_USE. */
export async function removeUnlessUsed(
  db: Db,
  id: number,
  label: string,
  usedBy: (db: Db, id: number) => Promise<Usage[]>,
  remove: (db: Db, id: number) => Promise<boolean>,
): Promise<void> {
  const used = await usedBy(db, id);
  if (used.length) throw new InUseError(used);
  let removed: boolean;
  try {
    removed = await remove(db, id);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new InUseError(await usedBy(db, id));
    throw err;
  }
  if (!removed) throw notFound(label);
}
