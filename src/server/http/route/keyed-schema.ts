import * as z from 'zod';
import { keyedSchema } from '../../../core/validation/answer-fields';
import { schemaAnswer, type TypedAnswer } from './define-route';
import { oneKey } from './keyed-answer';

/** `{ key }: what` with its schema, for schemaAnswer (with a status of its own, say). */
export const oneKeySchema = <K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  value: S,
) => ({ description: oneKey(key, what).description, schema: keyedSchema(key, what, value) });

/**
 * An answer holding one thing under one key (`{ countries }`, `{ post }`), typed by the thing's
 * schema; the document says `{ key }: what`, as keyedAnswer's described answers did.
 */
export const oneKeySchemaAnswer = <K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  value: S,
): TypedAnswer<{ [P in K]: z.output<S> }> =>
  // Not through schemaAnswer: the type zod infers for a computed key stays unresolved inside a
  // generic caller (reference-routes.ts' lists); the schema itself is exactly this object.
  oneKeySchema(key, what, value);

/**
 * `{ <key>: true }`: a call that only says it was done (`{ sent: true }`); `description` where
 * the document words it otherwise (`{ ok: true }`).
 */
export const doneAnswer = <K extends string>(
  key: K,
  what = 'true',
  description = oneKey(key, what).description,
) => schemaAnswer({ description, schema: keyedSchema(key, what, z.literal(true)) });
