import { Hono } from 'hono';
import { optionalAuth } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseQuery } from '../http/validate';
import { productQuerySchema } from './product-query';
import { queryProducts } from './product-service';

export const catalogueRoutes = new Hono<AppEnv>().get('/products', optionalAuth, async (c) => {
  const query = parseQuery(c, productQuerySchema);
  const products = await queryProducts(c.get('db'), query, c.get('auth'));
  return c.json({ products, total: products.length });
});
