import {
  brandResource,
  categoryResource,
  colorResource,
  styleResource,
  supplierResource,
} from './catalogue-resources';
import { categorySubRoutes } from './category-subs-routes';
import { countryResource, shipperResource, taxRateResource } from './delivery-resources';
import { galleryResource, videoResource } from './media-resources';
import { referenceRoutes } from './reference-resource-routes';

/* Admin reference data (spec section 7): GET list, POST save, DELETE remove; admins only. */

export const brandRoutes = referenceRoutes(brandResource);
export const categoryRoutes = referenceRoutes(categoryResource);
export const colorRoutes = referenceRoutes(colorResource);
export const countryRoutes = referenceRoutes(countryResource);
export const styleRoutes = referenceRoutes(styleResource);
export const supplierRoutes = referenceRoutes(supplierResource);
export const shipperRoutes = referenceRoutes(shipperResource);
export const taxRateRoutes = referenceRoutes(taxRateResource);
export const galleryRoutes = referenceRoutes(galleryResource);
export const videoRoutes = referenceRoutes(videoResource);

/** A resource's three routes in the document's order: GET, POST, DELETE. */
const inOrder = <G, S, D>({ get, save, remove }: { get: G; save: S; remove: D }) =>
  [get, save, remove] as const;

/** In the document's order (the sub-categories follow their categories). */
export const ADMIN_REFERENCE_ROUTES = [
  ...inOrder(brandRoutes),
  ...inOrder(categoryRoutes),
  ...inOrder(categorySubRoutes),
  ...inOrder(colorRoutes),
  ...inOrder(countryRoutes),
  ...inOrder(styleRoutes),
  ...inOrder(supplierRoutes),
  ...inOrder(shipperRoutes),
  ...inOrder(taxRateRoutes),
  ...inOrder(galleryRoutes),
  ...inOrder(videoRoutes),
] as const;
