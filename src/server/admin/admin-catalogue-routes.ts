import { PUBLISH_ROUTES } from '../publishing/publish-routes';
import { ADMIN_IMAGE_ROUTES } from './images/admin-image-routes';
import { ADMIN_IMPORT_EXPORT_ROUTES } from './imports/admin-import-export-routes';
import { ADMIN_PRODUCT_ROUTES } from './products/product-routes';
import { ADMIN_REFERENCE_ROUTES } from './reference/admin-reference-routes';
import { ADMIN_SITE_ROUTES } from './site/admin-site-routes';

/**
 * Site settings, publishing, reference data, products, pictures, imports (docs/api-admin.md),
 * in the document's order; each domain's routes file mounts its own.
 */
export const ADMIN_CATALOGUE_ROUTES = [
  ...ADMIN_SITE_ROUTES,
  ...PUBLISH_ROUTES,
  ...ADMIN_REFERENCE_ROUTES,
  ...ADMIN_PRODUCT_ROUTES,
  ...ADMIN_IMAGE_ROUTES,
  ...ADMIN_IMPORT_EXPORT_ROUTES,
] as const;
