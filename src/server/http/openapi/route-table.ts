import { API_ROUTES } from '../api-routes';
import { declaredOperations } from '../route/define-route';
import type { RouteTable } from './operation';

/** Every call's entry in the document, keyed `METHOD /path` as it shows it (`/posts/{cuid}`). */
export const ROUTE_TABLE: RouteTable = declaredOperations(API_ROUTES);
