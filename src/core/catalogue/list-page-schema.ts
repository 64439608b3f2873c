import * as z from 'zod';
import type { FacetGroup } from './facet-counts';

/*
 * What a list page carries besides its products (list-page.ts's ListPage) as JSON: the answer
 * schema of GET /products with `page`, and the source of FilterChoice's and FilterOptions' types.
 */

export const filterChoiceSchema = z.object({
  value: z.string().describe('The language-neutral key the filter matches (the English name)'),
  label: z.string().describe('The text shown, in the asked language'),
});

const choices = z.array(filterChoiceSchema);

/** The boxes of each filter group (FilterOptions is its output). */
export const filterOptionsSchema = z
  .object({
    brands: choices,
    categories: choices,
    subCategories: choices,
    colors: choices,
    styles: choices,
    sizes: choices,
  })
  .describe('Per filter group, the boxes of the whole scope, labelled in `lng`');

const counts = z
  .record(z.string(), z.number().int())
  .describe('Each box’s value with how many products it would give');

/** Per facet group, the counts; `satisfies` keeps the groups those of ProductFilters. */
export const facetRecordSchema = z
  .object({
    options: counts,
    brands: counts,
    categories: counts,
    subCategories: counts,
    colors: counts,
    styles: counts,
    sizes: counts,
    priceBands: counts,
  } satisfies Record<FacetGroup, z.ZodType>)
  .describe(
    'Per filter group, how many products each box would give with it the only check of its group',
  );
