import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import type { OpenApiDocument } from '../../src/server/http/openapi/build-document';
import { isDescribedOnly, successSchemas } from '../../src/server/http/openapi/answer-coverage';
import type { DeclaredRoute } from '../../src/server/http/route/define-route';
import { routeFinder } from '../../src/server/http/route/find-route';
import { cachedValidator } from './cached-validators';

/*
 * Every 2xx JSON answer the API suite receives is held against the schema /api/openapi.json gives
 * that route’s answer (worker-setup.ts hooks it into every app): the document, the server and the
 * client's types can only agree if real answers fit what the document says. Answers the
 * document still only describes (`Described, not typed`) have nothing to be checked against.
 */

export interface ObservedAnswer {
  method: string;
  /** The URL's path as called, `/api/posts/abc`. */
  path: string;
  status: number;
  body: unknown;
}

/** Each documented route's 2xx JSON answer schemas, keyed `METHOD /path`, by status. */
function answerSchemasOf(document: OpenApiDocument) {
  const schemas = new Map<string, Map<number, Record<string, unknown>>>();
  for (const { route, status, schema } of successSchemas(document)) {
    schemas.set(route, (schemas.get(route) ?? new Map()).set(status, schema));
  }
  return schemas;
}

/** Where in the answer, what is wrong: `/products/0/price: must be integer`. */
function readable(errors: ErrorObject[]): string {
  const SHOWN = 12;
  const more = errors.length > SHOWN ? [`  … and ${errors.length - SHOWN} more`] : [];
  const lines = errors.slice(0, SHOWN).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` (${String((e.params as { additionalProperty: string }).additionalProperty)})`
        : '';
    return `  ${e.instancePath || '(the answer)'}: ${e.message ?? e.keyword}${extra}`;
  });
  return [...lines, ...more].join('\n');
}

/**
 * A check of answers against one document: `problemOf` says what is wrong with an answer, or
 * nothing when it fits (or when its route is not documented or its answer not typed).
 */
export function answerChecker(document: OpenApiDocument, routes: readonly DeclaredRoute[]) {
  const schemas = answerSchemasOf(document);
  // The route a call reached, found as the app finds it (Hono's router, HEAD answered by GET).
  const routeOf = routeFinder(routes);
  const compiled = new Map<Record<string, unknown>, ValidateFunction>();

  return {
    problemOf(answer: ObservedAnswer): string | undefined {
      const route = routeOf(answer.method, answer.path);
      const key = route && `${route.method} ${route.path}`;
      const schema = key ? schemas.get(key)?.get(answer.status) : undefined;
      if (!key || !schema || isDescribedOnly(schema)) return undefined;
      let validate = compiled.get(schema);
      if (!validate) {
        validate = cachedValidator(schema);
        compiled.set(schema, validate);
      }
      if (validate(answer.body)) return undefined;
      return [
        `${key} answered ${answer.status} with JSON its documented schema refuses`,
        `(called as ${answer.method.toUpperCase()} ${answer.path}):`,
        readable(validate.errors ?? []),
      ].join('\n');
    },
  };
}

export type AnswerChecker = ReturnType<typeof answerChecker>;

/**
 * `fetch` of an app, with every JSON answer checked: a mismatch throws, failing the test that
 * made the call.
 */
export function checkedFetch<
  F extends (request: Request, ...rest: never[]) => Response | Promise<Response>,
>(fetch: F, checker: AnswerChecker): F {
  const checked = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    const type = response.headers.get('content-type') ?? '';
    if (response.status < 200 || response.status > 299 || !type.includes('application/json')) {
      return response;
    }
    const problem = checker.problemOf({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      body: await response.clone().json(),
    });
    if (problem) throw new Error(problem);
    return response;
  };
  return checked as F;
}
