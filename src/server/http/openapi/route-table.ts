import { ADMIN_CUSTOMER_ROUTES } from '../../admin/customers/admin-customer-routes';
import { ADMIN_MESSAGE_ROUTES } from '../../admin/messages/admin-message-routes';
import { ADMIN_ORDER_ROUTES } from '../../admin/orders/admin-order-routes';
import { ADMIN_REVIEW_ROUTES } from '../../admin/reviews/admin-review-routes';
import { ADMIN_SALES_ROUTES } from '../../admin/sales/sales-routes';
import { CART_ROUTES } from '../../cart/cart-routes';
import { declaredOperations } from '../route/define-route';
import type { RouteTable } from './operation';
import { accountOperations } from './operations/accounts';
import { adminCatalogueOperations } from './operations/admin-catalogue';
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
  adminCatalogueOperations,
  declaredOperations([
    ...ADMIN_ORDER_ROUTES,
    ...ADMIN_SALES_ROUTES,
    ...ADMIN_REVIEW_ROUTES,
    ...ADMIN_MESSAGE_ROUTES,
    ...ADMIN_CUSTOMER_ROUTES,
  ]),
);
