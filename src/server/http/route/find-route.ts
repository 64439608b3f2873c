import type { MiddlewareHandler } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from '../env';
import type { DeclaredRoute } from './define-route';
import { honoPath } from './hono-path';

/** The declaration a request reaches, found as Hono finds its handler. */
export type DeclarationOf = (
  method: string,
  path: string,
) => DeclaredRoute['declaration'] | undefined;

/**
 * Finds requests' routes among `routes` mounted under `prefix`, with Hono's own default router
 * so a request is matched exactly as the app matches it (a HEAD is answered by its GET).
 */
export function routeFinder(routes: readonly DeclaredRoute[], prefix = '/api'): DeclarationOf {
  const router = new SmartRouter<DeclaredRoute['declaration']>({
    routers: [new RegExpRouter(), new TrieRouter()],
  });
  for (const { declaration } of routes) {
    router.add(declaration.method, `${prefix}${honoPath(declaration.path)}`, declaration);
  }
  return (method, path) => {
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return router.match(verb, path)[0][0]?.[0];
  };
}

/**
 * Puts the declaration of the route a request reaches on its context (`route`), before any
 * other middleware: caching, purging, publishing and the body's credentials read their facts
 * there.
 */
export function findDeclaredRoute(routes: readonly DeclaredRoute[]): MiddlewareHandler<AppEnv> {
  let find: DeclarationOf | undefined;
  return async (c, next) => {
    // Built at the first request: the route list imports the app's modules.
    find ??= routeFinder(routes);
    c.set('route', find(c.req.method, c.req.path));
    await next();
  };
}
