import * as z from 'zod';
import { CONTENT_LANGUAGES } from '../routes/languages';

/*
 * Fields many API answers hold, as the wire carries them: the answers' schemas (the server's
 * schemaAnswer) build on these, so an id, a time or a language reads the same in every entry
 * of /api/openapi.json.
 */

/** A record's uuid. */
export const recordId = (what: string) => z.guid().describe(what);

/** A moment as `Date.toISOString()` writes it (UTC, with milliseconds). */
export const isoTime = (what: string) => z.iso.datetime().describe(what);

/** The API's content code of a language: eng or ita. */
export const contentLanguageField = (what: string) => z.enum(CONTENT_LANGUAGES).describe(what);

/** A count, or an amount that cannot be below zero. */
export const wholeNumber = (what: string) => z.number().int().nonnegative().describe(what);

/** `{ key: value }`, the value described by what it holds. */
export function keyedSchema<K extends string, S extends z.ZodType>(key: K, what: string, value: S) {
  // A computed key widens to `string` in TypeScript: the mapped type keeps the one key.
  const shape = { [key]: value.describe(what) } as { [Key in K]: S };
  return z.object(shape);
}
