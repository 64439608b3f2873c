import { declaredOperations, type DeclaredRoute } from '../http/route/define-route';
import type { RouteTable } from '../http/openapi/operation';

const tables = new WeakMap<readonly DeclaredRoute[], RouteTable>();

/** Every call's entry in the document, keyed `METHOD /path` as it shows it (`/posts/{cuid}`). */
export function routeTable(routes: readonly DeclaredRoute[]): RouteTable {
  let table = tables.get(routes);
  if (!table) {
    table = declaredOperations(routes);
    tables.set(routes, table);
  }
  return table;
}
