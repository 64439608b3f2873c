import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorKey } from '../../core/errors';
import { withoutCredentials } from './body-credentials';
import type { AppEnv } from './env';
import { DomainError, badRequest, type FieldError } from '../../core/domain-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../core/validation/json-depth';

const CATALOGUE_KEYS = new Map(
  Object.entries(ERROR_MESSAGES).map(([key, message]) => [message as string, key as ErrorKey]),
);

/**
 * Zod's own words for a wrong type name JavaScript values ("expected string, received
 * undefined", "received NaN"), which mean nothing to a person; schemas' own messages stay.
 */
function plainMessage(message: string): string {
  const wrongType = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (!wrongType) return message;
  const [, expected = 'value', received] = wrongType;
  return received === 'undefined'
    ? 'This field is required'
    : `Must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
}

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: plainMessage(issue.message),
  }));
}

/**
 * When a field's message is one of the error catalogue's (spec section 8), the answer is that
 * message with its code (`ENTER_EMAIL`), so a client shows and translates it as it is; other
 * field messages come as BAD_REQUEST naming the field. Every field's message is in `fields`.
 */
function fail(where: 'query' | 'body', error: z.ZodError): never {
  const fields = fieldErrors(error);
  for (const field of fields) {
    const code = CATALOGUE_KEYS.get(field.message);
    if (code) throw new DomainError('invalid', code, field.message, fields);
  }
  const first = fields[0];
  throw badRequest(
    first ? `Invalid ${where} field "${first.field}": ${first.message}` : `Invalid ${where}`,
    fields,
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a string with one would fail in the database (500).
 * Answers where the first one is (`csv`, `item.name`, `(key)` for a key), or null.
 */
function nulAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return `${path ? `${path}.` : ''}(key)`;
    const found = nulAt(item, here);
    if (found) return found;
  }
  return null;
}

const NUL_MESSAGE = 'Must be text without NUL characters (is it a binary file?)';

function refuseNul(where: 'query' | 'body', value: unknown): void {
  const field = nulAt(value);
  if (field) {
    throw badRequest(`Invalid ${where} field "${field}": ${NUL_MESSAGE}`, [
      { field, message: NUL_MESSAGE },
    ]);
  }
}

/**
 * Query strings arrive as text; schemas coerce what they need. Repeated keys keep the last.
 * NUL is looked for in what the schema kept: a field the call ignores is never named back.
 */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) fail('query', result.error);
  refuseNul('query', result.data);
  return result.data;
}

/**
 * Reads the body as JSON; anything but a JSON object, or one nested deeper than MAX_JSON_DEPTH,
 * is refused before the schema sees it. The caller's `email` and `token`, when the auth
 * middleware read them there, are not the call's fields and are left out (body-credentials.ts).
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  // Before anything that walks the body by recursion (the NUL check, the schema).
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    throw badRequest('The request body is nested too deeply');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('The request body must be a JSON object');
  }
  return withoutCredentials(c, raw as Record<string, unknown>);
}

/** NUL is looked for in what the schema kept: a field the call ignores is never named back. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) fail('body', result.error);
  refuseNul('body', result.data);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S>> {
  return parseWith(schema, await readJsonObject(c));
}
