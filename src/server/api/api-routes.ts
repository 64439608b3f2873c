import type { OpenApiDocument } from '../http/openapi/build-document';
import type { DeclaredRoute } from '../http/route/define-route';
import { DOMAIN_ROUTES } from './domain-routes';
import { openApiDocument } from './openapi-document';
import { routeTable } from './route-table';
import { systemRoutes } from './system-routes';

/**
 * Every call under /api: the function's own (health, this document), then each domain's. app.ts
 * mounts this list and /api/openapi.json describes it, in this order (the document's): a call
 * added to its domain's list is both answered and described. Pictures (/images/*) are bytes,
 * outside it.
 */
export const API_ROUTES: readonly DeclaredRoute[] = [
  ...systemRoutes(() => apiDocument()),
  ...DOMAIN_ROUTES,
];

/** The OpenAPI document of every call. */
export const apiDocument = (): OpenApiDocument => openApiDocument(API_ROUTES);

/** Every call's entry in the document, keyed `METHOD /path`. */
export const apiRouteTable = () => routeTable(API_ROUTES);
