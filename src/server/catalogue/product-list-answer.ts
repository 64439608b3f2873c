import * as z from 'zod';
import { facetRecordSchema, filterOptionsSchema } from '../../core/catalogue/list-page-schema';
import { catalogueProductSchema } from '../../core/catalogue/product-schema';

/**
 * GET products' answer; searchedFor only when a typed word of the search was corrected. With
 * `page`, total is the whole filtered list's and page, facets and filterOptions are there.
 */
export const productListAnswerSchema = z.object({
  products: z.array(catalogueProductSchema).describe('Products'),
  total: z.number().int().describe('How many (with `page`: on every page together)'),
  searchedFor: z
    .string()
    .optional()
    .describe('The search as searched, when a typed word was corrected'),
  page: z
    .number()
    .int()
    .optional()
    .describe('With `page`: the page given (the last one when asked past it)'),
  facets: facetRecordSchema
    .optional()
    .describe(
      'With `page`: per filter group, how many products each box would give with it the only ' +
        'check of its group',
    ),
  filterOptions: filterOptionsSchema
    .optional()
    .describe(
      'With `page`: per filter group, the boxes ({ value, label }) of the whole scope, ' +
        'labelled in `lng`',
    ),
});

export type ProductListAnswer = z.output<typeof productListAnswerSchema>;
