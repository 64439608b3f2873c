import * as z from 'zod';
import { keyedSchema } from '../../../core/validation/answer-fields';
import { schemaAnswer } from './define-route';
import { oneKey } from './keyed-answer';

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
