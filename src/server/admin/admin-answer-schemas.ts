import * as z from 'zod';
import { schemaAnswer } from '../http/route/define-route';
import { wholeNumber } from '../http/route/answer-fields';
import { keyedSchema } from '../http/route/keyed-schema';
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

/** `{ <key> }`: one record as it is now, typed by its schema. */
export function recordAnswer<K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  record: S,
) {
  return schemaAnswer({
    description: recordTexts(key, what).description,
    schema: keyedSchema(key, what, record),
  });
}
