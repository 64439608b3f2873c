import type { CatalogueProduct } from './product';
import { splitList } from './split-list';

/**
 * What one shared attribute is worth (docs/decisions.md, "Related products (issue 18)"). A
 * product of the same type (sub-category) is the closest alternative; then the same kind of
 * goods, the same maker, the same look, the same colour. Each counts once however many values
 * the two share, so a product listed in every colour does not outrank a true alternative.
 * The server's query (src/server/catalogue/related-products.ts) uses the same weights.
 */
export const RELATED_WEIGHTS = {
  subCategory: 6,
  category: 4,
  brand: 3,
  style: 2,
  colour: 1,
} as const;

// Names are unique (the database's unique indexes), so equal names are the same row.
const shares = (a: readonly string[], b: readonly string[]) => b.some((name) => a.includes(name));

/**
 * Sub-categories belong to their category, and their names are unique only within it: two
 * products share one when both the category and the sub-category name agree.
 */
const subCategoriesOf = (product: CatalogueProduct) =>
  splitList(product.subCategory).map((sub) => `${product.category}\u0000${sub}`);

/** How much `other` has in common with `product`; 0 when nothing. */
export function relatedScore(product: CatalogueProduct, other: CatalogueProduct): number {
  let score = 0;
  if (shares(subCategoriesOf(product), subCategoriesOf(other)))
    score += RELATED_WEIGHTS.subCategory;
  if (product.category === other.category) score += RELATED_WEIGHTS.category;
  if (product.brand === other.brand) score += RELATED_WEIGHTS.brand;
  if (shares(product.styles, other.styles)) score += RELATED_WEIGHTS.style;
  if (shares(product.colors, other.colors)) score += RELATED_WEIGHTS.colour;
  return score;
}

/**
 * Up to `limit` products of `candidates` that share something with `product`, best first:
 * the higher score, then the closer retail price (an alternative at a similar price), then
 * the SKU in code-point order, so equal scores always come in the same order. Never the
 * product itself. The caller passes only what may be shown (active, in stock).
 */
export function relatedProducts(
  product: CatalogueProduct,
  candidates: readonly CatalogueProduct[],
  limit: number,
): CatalogueProduct[] {
  const price = product.sell.retailPrice;
  return candidates
    .filter((other) => other._id !== product._id)
    .map((other) => ({ other, score: relatedScore(product, other) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(a.other.sell.retailPrice - price) - Math.abs(b.other.sell.retailPrice - price) ||
        (a.other.sku < b.other.sku ? -1 : a.other.sku > b.other.sku ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
