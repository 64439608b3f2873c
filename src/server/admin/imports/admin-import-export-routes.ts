import { declaredRoutes } from '../../http/route/define-route';
import { ADMIN_EXPORT_ROUTES } from './export-routes';
import { ADMIN_IMPORT_ROUTES } from './import-routes';

/** Admin CSV imports, templates and exports, in the document's order; administrators only. */
export const ADMIN_IMPORT_EXPORT_ROUTES = [...ADMIN_IMPORT_ROUTES, ...ADMIN_EXPORT_ROUTES] as const;

export const adminImportExportRoutes = declaredRoutes(ADMIN_IMPORT_EXPORT_ROUTES);
