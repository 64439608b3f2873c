import { API_ROUTES } from '../../src/server/api/api-routes';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from './admin-endpoints';

/**
 * Every admin route the app declares, read from its route table, with the call an
 * administrator succeeds with when admin-endpoints.ts has one. A route declared later is
 * attacked at once; only its administrator's success needs an entry there.
 */
export interface AdminCall {
  /** `METHOD /api/path` as declared (`{cuid}` for a path parameter). */
  name: string;
  /** Refused callers are sent this when there is no fixture: parameters filled, body `{}`. */
  bare: AdminEndpoint;
  fixture?: AdminEndpoint;
}

/** `/api/posts/{cuid}` → a pattern any filled-in `/api/posts/<id>` matches. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/[/]/g, '\\/')}$`);

const declaredAdmin = API_ROUTES.map((r) => r.declaration).filter((d) => d.access === 'admin');

/** Whether a fixture (path with its query and `{id}` placeholders) calls this declared route. */
export function calls(endpoint: AdminEndpoint, method: string, path: string): boolean {
  return endpoint.method === method && pattern(`/api${path}`).test(endpoint.path.split('?')[0]!);
}

export const ADMIN_CALLS: readonly AdminCall[] = declaredAdmin.map((d) => {
  const fixture = ADMIN_ENDPOINTS.find((e) => calls(e, d.method, d.path));
  return {
    name: `${d.method} /api${d.path}`,
    bare: {
      method: d.method as AdminEndpoint['method'],
      path: `/api${d.path.replace(/\{[^}]+\}/g, 'c0000000000')}`,
      ...(d.method === 'GET' ? {} : { body: {} }),
    },
    ...(fixture && { fixture }),
  };
});

/** Fixtures that call no declared admin route (a route renamed, or its access changed). */
export const STRAY_FIXTURES = ADMIN_ENDPOINTS.filter(
  (e) => !declaredAdmin.some((d) => calls(e, d.method, d.path)),
);
