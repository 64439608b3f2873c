import * as z from 'zod';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * A zod schema as JSON Schema draft 2020-12, the dialect of OpenAPI 3.1. Requests are described
 * as clients send them (`input`: before coercion and defaults, so a defaulted field is optional),
 * answers as the server makes them (`output`). Reused parts are inlined: a `$defs` reference
 * would point into the document's root, where there are none.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    reused: 'inline',
    cycles: 'throw',
  });
  return rest;
}

/** The properties of an object schema and which of them are required. */
export function objectFields(schema: z.ZodObject, io: 'input' | 'output') {
  const json = jsonSchemaOf(schema, io);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    schema: typeof property === 'boolean' ? {} : property,
  }));
}
