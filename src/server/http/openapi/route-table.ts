import { API_ROUTES } from '../api-routes';
import { declaredOperations } from '../route/define-route';
import type { RouteTable } from './operation';

let table: RouteTable | undefined;

/**
 * Every call's entry in the document, keyed `METHOD /path` as it shows it (`/posts/{cuid}`).
 * Built when first asked, not when this file loads: the list includes the route that serves
 * the document, so the two files import each other.
 */
export function routeTable(): RouteTable {
  table ??= declaredOperations(API_ROUTES);
  return table;
}
