import * as z from 'zod';
import type { TypedAnswer } from './define-route';
import { oneKey } from './keyed-answer';

/**
 * An answer holding one thing under one key (`{ countries }`, `{ post }`), typed by the thing's
 * schema; the document says `{ key }: what`, as keyedAnswer's described answers did.
 */
export function keyedSchemaAnswer<K extends string, S extends z.ZodType>(
  key: K,
  what: string,
  schema: S,
): TypedAnswer<{ [P in K]: z.output<S> }> {
  // The phantom type zod infers for a computed key is looser than `{ [P in K]: output<S> }`;
  // the schema itself is exactly that object.
  return {
    description: oneKey(key, what).description,
    schema: z.object({ [key]: schema.describe(what) }),
  };
}

/**
 * `{ <key>: true }`: a call that only says it was done (`{ sent: true }`); `description` where
 * the document words it otherwise (`{ ok: true }`).
 */
export function doneAnswer<K extends string>(
  key: K,
  what = 'true',
  description = oneKey(key, what).description,
): TypedAnswer<{ [P in K]: true }> {
  return { description, schema: z.object({ [key]: z.literal(true).describe(what) }) };
}
