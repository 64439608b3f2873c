import fc from 'fast-check';
import type { App } from '../../../src/server/api/app';
import { API_ROUTES } from '../../../src/server/api/api-routes';
import type { Access } from '../../../src/server/http/openapi/operation';
import { honoPath } from '../../../src/server/http/route/hono-path';
import type { AttackContext, Caller, Recipe } from './recipe';
import { recipeFor } from './recipes';
import { authAttacks, bodyEmailAttack, shapeAttacks, type HostileRequest } from './requests';
import { describeRequest, problemWith, type Answer } from './verdict';

export interface AppRoute {
  method: string;
  /** As Hono lists it (`/api/posts/:cuid`). */
  path: string;
  /** Who may call it, as its route table declares; none for a path no route declares. */
  access?: Access;
}

/** Each declared route's access rule, keyed as Hono lists the route. */
const DECLARED_ACCESS = new Map(
  API_ROUTES.map(({ declaration: d }) => [`${d.method} /api${honoPath(d.path)}`, d.access]),
);

/**
 * The app's own list of /api calls (middleware, listed as ALL, is not a call), each with its
 * declared access rule.
 */
export function apiRoutes(app: App): AppRoute[] {
  const seen = new Set<string>();
  const out: AppRoute[] = [];
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`;
    if (method === 'ALL' || !path.startsWith('/api/') || seen.has(key)) continue;
    seen.add(key);
    const access = DECLARED_ACCESS.get(key);
    out.push({ method, path, ...(access && { access }) });
  }
  return out;
}

const RANK: Record<Caller | Recipe['access'], number> = {
  anonymous: 0,
  public: 0,
  customer: 1,
  admin: 2,
};

/** Header values as a client can send them (fetch refuses control and non-Latin-1 characters). */
const sendable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '?')]));

/** The hostile requests this caller sends to one call, or undefined when it has none. */
export function requestsFor(
  route: AppRoute,
  ctx: AttackContext,
  headers: Record<string, string>,
): fc.Arbitrary<HostileRequest> | undefined {
  const recipe = recipeFor(route.method, route.path, route.access);
  if (RANK[ctx.caller] < RANK[recipe.access])
    return authAttacks(route.method, route.path, ctx, headers);
  const options: fc.Arbitrary<HostileRequest>[] = [];
  if (ctx.self && recipe.access !== 'public') {
    // The right token with someone else's email: refused, never obeyed (spec: customer header).
    options.push(
      authAttacks(route.method, route.path, ctx, {}).map((req) => ({
        ...req,
        headers: { ...req.headers, ...headers, customer: ctx.victim.email },
        attack: "the caller's token with another customer's email",
      })),
    );
    const token = headers.authorization?.replace(/^Bearer\s+/i, '');
    if (token && route.method !== 'GET') {
      options.push(bodyEmailAttack(route.method, route.path, ctx, token));
    }
  }
  if (!recipe.authOnly) options.push(shapeAttacks(route.method, route.path, recipe, ctx, headers));
  return options.length ? fc.oneof(...options) : undefined;
}

export async function send(app: App, req: HostileRequest): Promise<Answer> {
  const headers = sendable(req.headers);
  if (
    req.body !== undefined &&
    !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')
  ) {
    headers['content-type'] = 'application/json';
  }
  const res = await app.request(req.path, {
    method: req.method,
    headers,
    ...(req.body === undefined ? {} : { body: req.body }),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/** Texts that must never appear in an answer to this caller (the victim's identity and keys). */
export type Secrets = readonly string[];

/**
 * Sends `numRuns` hostile requests to one call and fails with the first (shrunk) request whose
 * answer is wrong: a 5xx, a 2xx, an unclear error, or another customer's data in the answer.
 */
export async function attackRoute(
  app: App,
  route: AppRoute,
  ctx: AttackContext,
  headers: Record<string, string>,
  numRuns: number,
  secrets: Secrets = [],
): Promise<void> {
  const requests = requestsFor(route, ctx, headers);
  if (!requests) return;
  const shown = requests.map((req) =>
    Object.assign(req, { [fc.toStringMethod]: () => describeRequest(req) }),
  );
  await fc.assert(
    fc.asyncProperty(shown, async (req) => {
      const answer = await send(app, req);
      const problem =
        problemWith(req, answer) ??
        (secrets.some((secret) => answer.status < 300 && answer.text.includes(secret))
          ? "another customer's data in the answer"
          : undefined);
      if (problem) {
        throw new Error(
          `${describeRequest(req)}\n  answered ${answer.status}: ${answer.text.slice(0, 400)}\n  problem: ${problem}`,
        );
      }
    }),
    { numRuns },
  );
}
