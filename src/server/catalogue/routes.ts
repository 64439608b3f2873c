import { Hono } from 'hono';
import { adminFrom, userOrVisitor } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseQuery } from '../http/validate';
import { productQuerySchema } from './product-query';
import { needsAdministrator, queryProducts } from './product-service';

export const catalogueRoutes = new Hono<AppEnv>().get('/products', async (c) => {
  const query = parseQuery(c, productQuerySchema);
  // An admin request is checked strictly: a stale or foreign token is refused, not ignored.
  const auth = needsAdministrator(query) ? await adminFrom(c) : await userOrVisitor(c);
  const products = await queryProducts(c.get('db'), query, auth);
  return c.json({ products, total: products.length });
});
