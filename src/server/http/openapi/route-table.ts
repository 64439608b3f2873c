import { ACCOUNT_API_ROUTES } from '../../account/account-api-routes';
import { ADMIN_CUSTOMER_ROUTES } from '../../admin/customers/admin-customer-routes';
import { ADMIN_MESSAGE_ROUTES } from '../../admin/messages/admin-message-routes';
import { ADMIN_ORDER_ROUTES } from '../../admin/orders/admin-order-routes';
import { ADMIN_REVIEW_ROUTES } from '../../admin/reviews/admin-review-routes';
import { ADMIN_SALES_ROUTES } from '../../admin/sales/sales-routes';
import { CART_ROUTES } from '../../cart/cart-routes';
import { PRODUCT_ROUTES } from '../../catalogue/catalogue-routes';
import { CHECKOUT_ROUTES } from '../../checkout/checkout-routes';
import { POST_ROUTES } from '../../content/post-routes';
import { ORDER_PAYMENT_ROUTES } from '../../payments/order-payment-routes';
import { SIMULATOR_RELAY_ROUTES } from '../../payments/simulator-relay-routes';
import { REFERENCE_ROUTES } from '../../reference/reference-routes';
import { PRODUCT_REVIEW_ROUTES } from '../../reviews/product-review-routes';
import { SYSTEM_ROUTES } from '../system-routes';
import { declaredOperations } from '../route/define-route';
import type { RouteTable } from './operation';
import { adminCatalogueOperations } from './operations/admin-catalogue';

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
  declaredOperations(SYSTEM_ROUTES),
  declaredOperations(REFERENCE_ROUTES),
  declaredOperations(PRODUCT_ROUTES),
  declaredOperations(PRODUCT_REVIEW_ROUTES),
  declaredOperations(POST_ROUTES),
  declaredOperations(ACCOUNT_API_ROUTES),
  declaredOperations(CART_ROUTES),
  declaredOperations(CHECKOUT_ROUTES),
  declaredOperations(SIMULATOR_RELAY_ROUTES),
  declaredOperations(ORDER_PAYMENT_ROUTES),
  adminCatalogueOperations,
  declaredOperations([
    ...ADMIN_ORDER_ROUTES,
    ...ADMIN_SALES_ROUTES,
    ...ADMIN_REVIEW_ROUTES,
    ...ADMIN_MESSAGE_ROUTES,
    ...ADMIN_CUSTOMER_ROUTES,
  ]),
);
