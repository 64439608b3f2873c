import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, type FieldError } from './errors';

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

function fail(where: 'query' | 'body', error: z.ZodError): never {
  const fields = fieldErrors(error);
  const first = fields[0];
  throw badRequest(
    first ? `Invalid ${where} field "${first.field}": ${first.message}` : `Invalid ${where}`,
    fields,
  );
}

/** Query strings arrive as text; schemas coerce what they need. Repeated keys keep the last. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) fail('query', result.error);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) fail('body', result.error);
  return result.data;
}
