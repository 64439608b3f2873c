import { publicReadTags } from '../../../core/cdn/cache-policy';
import { apiErrorBodySchema } from './error-body';
import { jsonSchemaOf, objectFields, type JsonSchema } from './json-schema';
import {
  TAGS,
  type Answer,
  type ErrorStatus,
  type OperationSpec,
  type RouteTable,
} from './operation';
import { ACCESS_NOTES, SECURITY_SCHEMES, securityFor } from './security';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** A public read's answer to an If-None-Match naming its current ETag (cache-headers.ts). */
const NOT_MODIFIED = {
  description:
    'Not Modified: If-None-Match names the current ETag; no body. Public reads only, asked without a token.',
};

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

/** `POST /admin_site_company` → `postAdminSiteCompany`; `GET /posts/{cuid}` → `getPostsByCuid`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** A described answer: its top-level keys are named, their shapes are not typed. */
function describedObject(answer: Answer): JsonSchema {
  const keys = Object.entries(answer.keys ?? {});
  const all = [...keys, ...Object.entries(answer.optionalKeys ?? {})];
  return {
    type: 'object',
    description: `${answer.description}. Described, not typed: see docs/api-*.md for the shapes.`,
    ...(all.length && {
      properties: Object.fromEntries(all.map(([key, what]) => [key, { description: what }])),
      required: keys.map(([key]) => key),
    }),
  };
}

function successResponse(answer: Answer) {
  if (answer.mediaType === 'text/csv') {
    return {
      description: answer.description,
      content: { 'text/csv': { schema: { type: 'string' } } },
    };
  }
  const schema = answer.schema ? jsonSchemaOf(answer.schema, 'output') : describedObject(answer);
  return { description: answer.description, content: { 'application/json': { schema } } };
}

/** The refusals a route can answer: from its inputs and access, then its own (docs/api-*.md). */
function errorStatuses(spec: OperationSpec): Partial<Record<ErrorStatus, string>> {
  const found: Partial<Record<ErrorStatus, string>> = {};
  if ((spec.query || spec.body) && !spec.lenientInput) {
    found[400] = 'Bad input: BAD_REQUEST or a field message’s own code, with `fields`';
  }
  if (spec.access === 'customer' || spec.access === 'admin') {
    found[401] = 'UNAUTHORISED: no token, or a bad, expired or revoked one';
    found[403] =
      spec.access === 'admin'
        ? 'FORBIDDEN: not an administrator, or the `customer` email is someone else’s'
        : 'FORBIDDEN: the `customer` email is someone else’s';
  }
  if (spec.body)
    found[413] = 'TOO_LARGE: the body is over its limit (1 MB; 6 MB for uploads and imports)';
  return { ...found, ...spec.errors };
}

function operationOf(method: string, path: string, spec: OperationSpec) {
  const pathParameters = Object.entries(spec.path ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(schema, 'input'),
  }));
  const queryParameters = spec.query
    ? objectFields(spec.query, 'input').map((field) => ({
        name: field.name,
        in: 'query',
        required: field.required,
        ...(typeof field.schema.description === 'string' && {
          description: field.schema.description,
        }),
        schema: field.schema,
      }))
    : [];
  const headerParameters = Object.entries(spec.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...queryParameters, ...headerParameters];
  const errors = Object.entries(errorStatuses(spec)).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: ERROR_REF } } },
  ]);
  const cached = publicReadTags(
    { method, path: `/api${path}`, query: () => undefined, hasAuthorization: false },
    spec.cache,
  );
  return {
    operationId: operationIdOf(method, path),
    summary: spec.summary,
    description: [spec.description, ACCESS_NOTES[spec.access]].filter(Boolean).join(' '),
    tags: [spec.tag],
    security: securityFor(spec.access, method),
    ...(parameters.length && { parameters }),
    ...(spec.body && {
      requestBody: {
        required: !spec.bodyOptional,
        content: { 'application/json': { schema: jsonSchemaOf(spec.body, 'input') } },
      },
    }),
    responses: {
      [String(spec.answer.status ?? 200)]: successResponse(spec.answer),
      ...(cached && { '304': NOT_MODIFIED }),
      ...Object.fromEntries(errors),
      default: {
        description: 'GENERIC: something went wrong on the server (never a stack trace)',
        content: { 'application/json': { schema: ERROR_REF } },
      },
    },
  };
}

export type OpenApiOperation = ReturnType<typeof operationOf>;

/** Splits a table key, `METHOD /path`, into the lower-case method and the path. */
export function routeOf(key: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(key);
  if (!match) throw new Error(`Route table key "${key}" is not "METHOD /path"`);
  return { method: match[1]!.toLowerCase(), path: match[2]! };
}

/** The OpenAPI 3.1 document of every route in the table. */
export function buildOpenApiDocument(table: RouteTable, info: DocumentInfo) {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const [key, spec] of Object.entries(table)) {
    const { method, path } = routeOf(key);
    (paths[path] ??= {})[method] = operationOf(method, path, spec);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info,
    servers: [{ url: '/api' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(apiErrorBodySchema, 'output') },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
