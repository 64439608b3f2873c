import * as z from 'zod';
import type { Db } from '../../db/client';
import {
  listBrands,
  listCategories,
  listColors,
  listStyles,
  listSuppliers,
  listTaxRates,
} from '../../reference/queries';

const id = z.number().int().describe('The record’s _id, as the product’s fields name it');
const named = z.object({ _id: id, name: z.string(), itaName: z.string() });

/**
 * What the product form picks from, every record (inactive ones too, as the admin lists give
 * them) in the lists' order, with only the fields its selects and boxes show.
 */
export const formReferencesSchema = z.object({
  brands: z.array(named),
  categories: z.array(named.extend({ subs: z.array(named).describe('Its sub-categories') })),
  colors: z.array(named),
  styles: z.array(named),
  suppliers: z.array(z.object({ _id: id, name: z.string() })),
  taxRates: z.array(
    z.object({
      _id: id,
      name: z.string(),
      countryCode: z.string(),
      rateBp: z.number().int().describe('Basis points: 2200 = 22 %'),
    }),
  ),
});

export type FormReferences = z.output<typeof formReferencesSchema>;

const asNamed = (row: { id: number; name: string; itaName: string }) => ({
  _id: row.id,
  name: row.name,
  itaName: row.itaName,
});

export async function formReferences(db: Db): Promise<FormReferences> {
  const [brands, categories, colors, styles, suppliers, taxRates] = await Promise.all([
    listBrands(db),
    listCategories(db),
    listColors(db),
    listStyles(db),
    listSuppliers(db),
    listTaxRates(db),
  ]);
  return {
    brands: brands.map(asNamed),
    categories: categories.map((row) => ({ ...asNamed(row), subs: row.subs.map(asNamed) })),
    colors: colors.map(asNamed),
    styles: styles.map(asNamed),
    suppliers: suppliers.map((row) => ({ _id: row.id, name: row.name })),
    taxRates: taxRates.map((row) => ({
      _id: row.id,
      name: row.name,
      countryCode: row.countryCode,
      rateBp: row.rateBp,
    })),
  };
}
