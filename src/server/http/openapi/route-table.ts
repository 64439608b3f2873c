import { ADMIN_CATALOGUE_ROUTES } from '../../admin/admin-catalogue-routes';
import { CART_ROUTES } from '../../cart/cart-routes';
import { declaredOperations } from '../route/define-route';
import type { RouteTable } from './operation';
import { accountOperations } from './operations/accounts';
import { adminOrderPeopleOperations } from './operations/admin-orders-people';
import { cartCheckoutOperations } from './operations/cart-checkout';
import { catalogueOperations } from './operations/catalogue';

/** One table from the domains' tables; a route described twice is a mistake, not an override. */
function merge(...tables: RouteTable[]): RouteTable {
  const merged: RouteTable = {};
  for (const table of tables) {
    for (const [key, spec] of Object.entries(table)) {
      if (merged[key]) throw new Error(`${key} is described twice in the route table`);
      merged[key] = spec;
    }
  }
  return merged;
}

/**
 * Every route under /api, keyed `METHOD /path` as the document shows it (`/posts/{cuid}`).
 * Declared routes (http/route/define-route.ts) bring their own entries; the others still have
 * one in their domain's file, and tests/api/openapi.test.ts names any route of the app missing
 * here, and any entry the app does not answer.
 */
export const ROUTE_TABLE: RouteTable = merge(
  catalogueOperations,
  accountOperations,
  declaredOperations(CART_ROUTES),
  cartCheckoutOperations,
  declaredOperations(ADMIN_CATALOGUE_ROUTES),
  adminOrderPeopleOperations,
);
