import * as z from 'zod';
import { schemaAnswer } from './define-route';
import { oneKey } from './keyed-answer';

/** `{ key: value }`, the value described by what it holds. */
export function keyedSchema<K extends string, S extends z.ZodType>(key: K, what: string, value: S) {
  // A computed key widens to `string` in TypeScript: the mapped type keeps the one key.
  const shape = { [key]: value.describe(what) } as { [Key in K]: S };
  return z.object(shape);
}

/** `{ key }: what` with its schema, for schemaAnswer (with a status of its own, say). */
export const oneKeySchema = <K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  value: S,
) => ({ description: oneKey(key, what).description, schema: keyedSchema(key, what, value) });

/** `{ key }: what`, typed: one thing under one key, as oneKey describes it. */
export const oneKeySchemaAnswer = <K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  value: S,
) => schemaAnswer(oneKeySchema(key, what, value));

/** `{ key }: what` whose one value is `true`: the call did what it says. */
export const doneAnswer = <K extends string>(key: K, what: string) =>
  oneKeySchemaAnswer(key, what, z.literal(true));
