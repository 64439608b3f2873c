import type { Config } from '@netlify/functions';
import { Hono } from 'hono';
import pg from 'pg';

/**
 * The floor of the cold-start benchmark: the least a function answering the catalogue can
 * load (Hono and pg), built exactly as the shop's functions are. Its figures say how much of
 * the shop's cold start is the shop's own.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });

const app = new Hono().get('/api/products', async (c) => {
  const rows = Math.min(Number(c.req.query('rows') ?? 100), 1000);
  const { rows: products } = await pool.query(
    `select * from products where status = 'A' order by sku limit $1`,
    [rows],
  );
  return c.json({ products, total: products.length });
});

export default (request: Request) => app.fetch(request);

export const config: Config = { path: '/api/*' };
