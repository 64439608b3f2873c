import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import {
  brandResource,
  categoryResource,
  colorResource,
  styleResource,
  supplierResource,
} from './catalogue-resources';
import { mountCategorySubs } from './category-subs-routes';
import { countryResource, shipperResource, taxRateResource } from './delivery-resources';
import { galleryResource, videoResource } from './media-resources';
import { mountReferenceResource } from './reference-resource-routes';

/** Admin reference data (spec section 7): GET list, POST save, DELETE remove; admins only. */
export const adminReferenceRoutes = new Hono<AppEnv>();

mountReferenceResource(adminReferenceRoutes, brandResource);
mountReferenceResource(adminReferenceRoutes, categoryResource);
mountCategorySubs(adminReferenceRoutes);
mountReferenceResource(adminReferenceRoutes, colorResource);
mountReferenceResource(adminReferenceRoutes, countryResource);
mountReferenceResource(adminReferenceRoutes, styleResource);
mountReferenceResource(adminReferenceRoutes, supplierResource);
mountReferenceResource(adminReferenceRoutes, shipperResource);
mountReferenceResource(adminReferenceRoutes, taxRateResource);
mountReferenceResource(adminReferenceRoutes, galleryResource);
mountReferenceResource(adminReferenceRoutes, videoResource);
