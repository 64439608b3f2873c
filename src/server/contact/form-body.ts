import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_MESSAGES, type ErrorKey } from '../../core/errors';
import { ApiError, badRequest, type FieldError } from '../http/errors';

/** The request's JSON object, before any field is trusted. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('The request body must be a JSON object');
  }
  return raw as Record<string, unknown>;
}

const CATALOGUE_KEYS = new Map(
  Object.entries(ERROR_MESSAGES).map(([key, message]) => [message as string, key as ErrorKey]),
);

/**
 * Parses a form. When a field's message is one of the catalogue's (spec section 8), the answer
 * carries that message and its code (`ENTER_EMAIL`), so the client can translate it; other
 * field messages come as BAD_REQUEST. Every field's message is in `fields` either way.
 */
export function parseForm<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  for (const field of fields) {
    const code = CATALOGUE_KEYS.get(field.message);
    if (code) throw new ApiError(400, code, field.message, fields);
  }
  const first = fields[0];
  throw badRequest(
    first ? `Invalid body field "${first.field}": ${first.message}` : 'Invalid body',
    fields,
  );
}
