import * as z from 'zod';
import { keyedSchema, wholeNumber } from '../../core/validation/answer-fields';
import { pageTexts, recordTexts } from './admin-call-texts';

/**
 * `{ <key>, total, page, rows }`: one page of a list the back office pages and counts, every
 * item of one schema.
 */
export function pagedListSchema<K extends string, I extends z.ZodType>(
  key: K,
  what: string,
  item: I,
) {
  const { keys } = pageTexts(key, what);
  return keyedSchema(key, what, z.array(item)).extend({
    total: wholeNumber(keys.total),
    page: z.number().int().min(1).describe(keys.page),
    rows: z.number().int().min(1).describe(keys.rows),
  });
}

/** `{ <key> }`: one record as it is now, typed by its schema (for schemaAnswer). */
export const recordSchema = <K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  record: S,
) => ({ description: recordTexts(key, what).description, schema: keyedSchema(key, what, record) });
