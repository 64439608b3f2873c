import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { optionalAuth, requireAdmin, requireCustomer } from '../auth';
import type { AppEnv } from '../env';
import type { Access, Answer, OperationSpec, RouteTable } from '../openapi/operation';
import { parseBody, parseQuery } from '../validate';
import { honoPath } from './hono-path';
import { routeFactProblems, type RouteFacts } from './route-facts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SuccessStatus = NonNullable<Answer['status']>;

/**
 * What a route answers, for the document, carrying the TypeScript type of its JSON: the handler
 * must answer it and the client reads it (AnswerOf). The type exists only for the compiler.
 */
export type TypedAnswer<A> = Answer & { readonly answerType?: A };

/** An answer the document describes by its keys (no schema): `A` says what it holds. */
export function describedAnswer<A>(answer: Omit<Answer, 'schema'>): TypedAnswer<A> {
  return answer;
}

/** An answer with a zod schema: its type is the schema's output. */
export function schemaAnswer<S extends z.ZodType>(
  answer: Answer & { schema: S },
): TypedAnswer<z.output<S>> {
  return answer;
}

/**
 * One route: where it is, who may call it, what it takes and answers, what it refuses, and what
 * the shop does around it (RouteFacts: caching, purges, publishing, credentials in the body).
 */
export interface RouteDeclaration<
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  A,
  M extends Method = Method,
  P extends string = string,
>
  extends Omit<OperationSpec, 'query' | 'body' | 'answer' | 'path' | 'cache'>, RouteFacts {
  method: M;
  /** Under /api, as the document writes it (`/posts/{cuid}`). */
  path: P;
  /** Each `{name}` of the path with the schema it is checked with. */
  params?: Record<string, z.ZodType>;
  query?: Q;
  body?: B;
  /**
   * The handler reads its own input, before anything its schemas would refuse (a webhook's raw
   * body, whose signature is checked first; a captcha checked before the fields; a link whose
   * every fault is LINK_INVALID; a DELETE's target in the query or the body; a sales period read
   * with its own messages by core/sales/sales-period.ts): the query and
   * body schemas then only describe it, as http/openapi/documented-only.ts's do.
   */
  readsOwnInput?: true;
  answer: TypedAnswer<A>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The call's inputs, parsed by http/validate.ts before the handler runs. */
export interface RouteInput<Q, B> {
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** A JSON answer with a status the declaration cannot fix in advance (201 for a new cart). */
export class Reply<A> {
  constructor(
    readonly body: A,
    readonly status: SuccessStatus,
  ) {}
}

type Handler<Q, B, A> = (
  c: Context<AppEnv>,
  input: RouteInput<Q, B>,
) => Promise<A | Reply<A> | Response>;

/** A declared route: its declaration, and how it joins a Hono app. */
export interface DeclaredRoute<
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A = unknown,
  M extends Method = Method,
  P extends string = string,
> {
  declaration: RouteDeclaration<Q, B, A, M, P>;
  register(app: Hono<AppEnv>): void;
}

/** The middleware each access rule means (auth.ts); `public` reads no token at all. */
const ACCESS_MIDDLEWARE: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  visitor: [optionalAuth],
  customer: [requireCustomer],
  admin: [requireAdmin],
};

/**
 * The route's inputs. An optional body (a DELETE naming its target in the query or the body), a
 * lenient input or one the handler reads itself is left to the handler; the schemas then only
 * describe it.
 */
async function inputOf<Q extends z.ZodObject | undefined, B extends z.ZodType | undefined>(
  c: Context<AppEnv>,
  declaration: RouteDeclaration<Q, B, unknown>,
): Promise<RouteInput<Q, B>> {
  // A DELETE whose target is in the query or the body reads whichever it finds, as the others
  // do: parsing the whole query would refuse a call its handler answers.
  const strict =
    !declaration.lenientInput && !declaration.readsOwnInput && !declaration.bodyOptional;
  const query = declaration.query && strict ? parseQuery(c, declaration.query) : undefined;
  const body = declaration.body && strict ? await parseBody(c, declaration.body) : undefined;
  return { query, body } as RouteInput<Q, B>;
}

/**
 * One declaration per endpoint: the access rule becomes its middleware, the schemas its input
 * parsing and, with the rest, its entry in /api/openapi.json (declaredOperations).
 */
export function defineRoute<
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A = unknown,
  M extends Method = Method,
  P extends string = string,
>(
  declaration: RouteDeclaration<Q, B, A, M, P>,
  handler: Handler<Q, B, NoInfer<A>>,
): DeclaredRoute<Q, B, A, M, P> {
  const problems = routeFactProblems(declaration);
  if (problems.length) throw new Error(problems.join('; '));
  return {
    declaration,
    register(app) {
      const answerCall: MiddlewareHandler<AppEnv> = async (c) => {
        const answer = await handler(c, await inputOf(c, declaration));
        if (answer instanceof Response) return answer;
        if (answer instanceof Reply) return c.json(answer.body as object, answer.status);
        return c.json(answer as object, declaration.answer.status ?? 200);
      };
      app.on(
        declaration.method,
        [honoPath(declaration.path)],
        ...ACCESS_MIDDLEWARE[declaration.access],
        answerCall,
      );
    },
  };
}

/** The Hono routes of a domain's declared routes, to mount under /api. */
export function declaredRoutes(routes: readonly DeclaredRoute[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const route of routes) route.register(app);
  return app;
}

/**
 * The document's entries of declared routes, keyed `METHOD /path` (`/posts/{cuid}`), in their
 * order; a route declared twice is a mistake, not an override.
 */
export function declaredOperations(routes: readonly DeclaredRoute[]): RouteTable {
  const table: RouteTable = {};
  for (const { declaration } of routes) {
    // What the shop does around a call is not the document's, except whether it is cached.
    const {
      method,
      path,
      params,
      readsOwnInput: _own,
      purges: _purges,
      changesPages: _pages,
      ownBodyFields: _fields,
      ...spec
    } = declaration;
    const key = `${method} ${path}`;
    if (table[key]) throw new Error(`${key} is declared twice`);
    table[key] = { ...spec, ...(params && { path: params }) };
  }
  return table;
}

/*
 * What the client takes from a declaration (state/api-client.ts): type-only, so no server code
 * reaches the browser.
 */

/** What the client sends: the body schema's input; nothing for a route without a body. */
export type BodyOf<R> =
  R extends DeclaredRoute<infer _Q, infer B, infer _A>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
/** What the client gets back. */
export type AnswerOf<R> = R extends DeclaredRoute<infer _Q, infer _B, infer A> ? A : never;

/** `things/{id}/x` → `things/${string}/x`: a path parameter is any text the client fills in. */
type Filled<S extends string> = S extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : S;
/** The path as the client writes it after `/api/` (`posts/${string}` for `/posts/{cuid}`). */
export type ClientPathOf<R> =
  R extends DeclaredRoute<infer _Q, infer _B, infer _A, infer _M, infer P>
    ? P extends `/${infer Rest}`
      ? Filled<Rest>
      : never
    : never;
