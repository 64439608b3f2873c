/*
 * How much of /api/openapi.json a generated client can type: the success answers still only
 * described by their keys, and the fields openapi-typescript would make `unknown` (a schema
 * that says nothing of its type). `npm run api:unknowns` prints both; openapi-answers.test.ts
 * keeps the list of described answers exact.
 */

/** The mark build-document.ts puts on an answer without a schema. */
export const DESCRIBED_NOT_TYPED = 'Described, not typed';

type Json = unknown;
type Schema = Record<string, Json>;

const isObject = (value: Json): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface DocumentLike {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
}

/** Each route's 2xx JSON answer schemas, as `METHOD /path` with the status and the schema. */
export function successSchemas(
  document: DocumentLike,
): { route: string; status: number; schema: Schema }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      Object.entries(operation.responses).flatMap(([status, response]) => {
        if (!/^2\d\d$/.test(status) || !isObject(response)) return [];
        const content = response.content;
        const json = isObject(content) ? content['application/json'] : undefined;
        const schema = isObject(json) ? json.schema : undefined;
        return isObject(schema)
          ? [{ route: `${method.toUpperCase()} ${path}`, status: Number(status), schema }]
          : [];
      }),
    ),
  );
}

/** An answer build-document.ts describes by its keys, without a schema. */
export const isDescribedOnly = (schema: Schema): boolean =>
  typeof schema.description === 'string' && schema.description.includes(DESCRIBED_NOT_TYPED);

/** The routes whose success answer the document describes without a schema, sorted. */
export function describedAnswers(document: DocumentLike): string[] {
  return successSchemas(document)
    .filter(({ schema }) => isDescribedOnly(schema))
    .map(({ route }) => route)
    .sort();
}

/** Keywords from which openapi-typescript writes a type; a schema with none of them is `unknown`. */
const TYPING_KEYWORDS = [
  'type',
  '$ref',
  'anyOf',
  'oneOf',
  'allOf',
  'enum',
  'const',
  'properties',
  'items',
  'not',
];

const saysNoType = (schema: Json): boolean =>
  schema === true || (isObject(schema) && !TYPING_KEYWORDS.some((k) => k in schema));

/** Every place inside a schema where a client’s type would be `unknown`. */
function unknownsIn(schema: Json, where: string, found: string[]): string[] {
  if (!isObject(schema)) return found;
  if (saysNoType(schema)) {
    found.push(where);
    return found;
  }
  const children: [string, Json][] = [
    ...Object.entries(isObject(schema.properties) ? schema.properties : {}).map(
      ([name, child]): [string, Json] => [`${where}/properties/${name}`, child],
    ),
    ...['items', 'additionalProperties', 'not'].map((k): [string, Json] => [
      `${where}/${k}`,
      schema[k],
    ]),
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].flatMap((k) =>
      (Array.isArray(schema[k]) ? (schema[k] as Json[]) : []).map((child, i): [string, Json] => [
        `${where}/${k}/${i}`,
        child,
      ]),
    ),
  ];
  for (const [at, child] of children) {
    // `additionalProperties: true` is an open record, `[key: string]: unknown`.
    if (child === true && at.endsWith('/additionalProperties')) found.push(at);
    else unknownsIn(child, at, found);
  }
  return found;
}

/**
 * The `unknown` fields of a client generated from the document: in every schema it holds
 * (answers, bodies, parameters), with where each is.
 */
export function unknownFields(document: Json, where = ''): string[] {
  if (Array.isArray(document)) return document.flatMap((v, i) => unknownFields(v, `${where}/${i}`));
  if (!isObject(document)) return [];
  return Object.entries(document).flatMap(([key, child]) =>
    key === 'schema' && isObject(child)
      ? unknownsIn(child, `${where}/schema`, [])
      : unknownFields(child, `${where}/${key}`),
  );
}
