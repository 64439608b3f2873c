/**
 * A product's figures that pass unchanged between its stored row, the admin's input, the
 * sample data and the product file (whose columns list them in this order): prices, packs,
 * stock levels, delivery and display flags, weight. Its names, references and the fields kept
 * in another form (status, sell-by, weight unit) are not here.
 */
export const PRODUCT_FIGURES = [
  'retailPrice',
  'salePercent',
  'minPurchase',
  'packs',
  'supplierPrice',
  'freeDelivery',
  'inStock',
  'minStock',
  'criticalStock',
  'featured',
  'special',
  'productWeight',
] as const;

export type ProductFigure = (typeof PRODUCT_FIGURES)[number];

/** The figures of a product, copied from any shape that has them. */
export function productFigures<T extends Record<ProductFigure, unknown>>(
  product: T,
): Pick<T, ProductFigure> {
  // fromEntries loses the keys' types; the list above names exactly the keys picked.
  return Object.fromEntries(PRODUCT_FIGURES.map((name) => [name, product[name]])) as Pick<
    T,
    ProductFigure
  >;
}
