import type { Translate } from '../../ui/forms/field-errors';

/**
 * The admin product list's column names: the table's headings, and each cell's name in the
 * card a row becomes on a phone (table-cards.css).
 */
export const productColumns = (t: Translate) => ({
  sku: t('adminProducts.field.sku'),
  name: t('adminProducts.list.name'),
  price: t('adminProducts.list.price'),
  inStock: t('adminProducts.field.inStock'),
  status: t('adminProducts.field.status'),
  images: t('adminProducts.list.images'),
});
