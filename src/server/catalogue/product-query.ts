import * as z from 'zod';
import { CATALOGUE_FETCH_ROWS } from '../../core/constants';
import { listQueryFields } from './list-query';

/** A presence flag of the spec's query strings (featured=0, special=0, free=0, top=0). */
const flag = z
  .enum(['0', '1', 'true', ''], { error: 'use 0, 1 or true' })
  .optional()
  .transform((value) => value !== undefined);

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max).optional();

/** Every option of GET products (spec section 7). Unknown keys are ignored. */
export const productQuerySchema = z.object({
  rows: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CATALOGUE_FETCH_ROWS, `must be at most ${CATALOGUE_FETCH_ROWS}`)
    .default(CATALOGUE_FETCH_ROWS),
  sku: text(64),
  url: text(200),
  brand: text(100),
  category: text(100),
  subcategory: text(100),
  search: z.string().trim().max(100).optional(),
  related: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('A product’s SKU: the other products sharing the most with it, best first'),
  admin: z.enum(['true', 'false'], { error: 'use true or false' }).optional(),
  featured: flag,
  special: flag,
  free: flag,
  top: flag,
  /** Administrators: A active, Z deleted, 0 any. */
  status: z.enum(['A', 'Z', '0'], { error: 'use A, Z or 0' }).optional(),
  /** ALL includes products that are out of stock (the out-of-stock view). */
  product: z.enum(['ALL'], { error: 'use ALL' }).optional(),
  ...listQueryFields,
});

export type ProductQuery = z.output<typeof productQuerySchema>;
