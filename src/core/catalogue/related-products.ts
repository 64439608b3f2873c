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

type Kind = keyof typeof RELATED_WEIGHTS;
const KINDS = Object.keys(RELATED_WEIGHTS) as Kind[];

/**
 * Sub-categories belong to their category, and their names are unique only within it: two
 * products share one when both the category and the sub-category name agree. Other names are
 * unique (the database's unique indexes), so equal names are the same row.
 */
function valuesOf(product: CatalogueProduct): Record<Kind, string[]> {
  return {
    subCategory: splitList(product.subCategory).map((sub) => `${product.category}\u0000${sub}`),
    category: [product.category],
    brand: [product.brand],
    style: product.styles,
    colour: product.colors,
  };
}

/** How much `other` has in common with `product`; 0 when nothing. */
export function relatedScore(product: CatalogueProduct, other: CatalogueProduct): number {
  const mine = valuesOf(product);
  const theirs = valuesOf(other);
  return KINDS.reduce(
    (score, kind) =>
      theirs[kind].some((value) => mine[kind].includes(value))
        ? score + RELATED_WEIGHTS[kind]
        : score,
    0,
  );
}

/** The order of a related list: higher score, then closer retail price, then SKU. */
const before = (
  a: { score: number; distance: number; sku: string },
  b: { score: number; distance: number; sku: string },
) => b.score - a.score || a.distance - b.distance || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/**
 * A finder of related products among `candidates`: up to `limit` of them that share something
 * with a product, best first: the higher score, then the closer retail price (an alternative
 * at a similar price), then the SKU in code-point order, so equal scores always come in the
 * same order. Never the product itself. The caller passes only what may be shown (active, in
 * stock). The candidates are indexed by value once, so a build asks for every product's list
 * in about the time of reading the catalogue a few times, not once per product.
 */
export function relatedFinder(
  candidates: readonly CatalogueProduct[],
  limit: number,
): (product: CatalogueProduct) => CatalogueProduct[] {
  const index = new Map<string, number[]>();
  candidates.forEach((candidate, at) => {
    const values = valuesOf(candidate);
    for (const kind of KINDS) {
      for (const value of new Set(values[kind])) {
        const key = `${kind}\u0000${value}`;
        const list = index.get(key);
        if (list) list.push(at);
        else index.set(key, [at]);
      }
    }
  });
  const scores = new Int32Array(candidates.length);
  const counted = new Int32Array(candidates.length);
  let stamp = 0;

  return (product) => {
    if (limit < 1) return [];
    const values = valuesOf(product);
    const touched: number[] = [];
    for (const kind of KINDS) {
      stamp += 1;
      for (const value of values[kind]) {
        for (const at of index.get(`${kind}\u0000${value}`) ?? []) {
          if (counted[at] === stamp) continue;
          counted[at] = stamp;
          if (scores[at] === 0) touched.push(at);
          scores[at] = (scores[at] ?? 0) + RELATED_WEIGHTS[kind];
        }
      }
    }
    const price = product.sell.retailPrice;
    const best: { score: number; distance: number; sku: string; at: number }[] = [];
    for (const at of touched) {
      const other = candidates[at]!;
      const entry = {
        score: scores[at] ?? 0,
        distance: Math.abs(other.sell.retailPrice - price),
        sku: other.sku,
        at,
      };
      scores[at] = 0;
      if (other._id === product._id) continue;
      if (best.length === limit && before(best[limit - 1]!, entry) <= 0) continue;
      let place = best.length;
      while (place > 0 && before(entry, best[place - 1]!) < 0) place -= 1;
      best.splice(place, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best.map(({ at }) => candidates[at]!);
  };
}

/** Up to `limit` of `candidates` related to `product`, best first (see relatedFinder). */
export function relatedProducts(
  product: CatalogueProduct,
  candidates: readonly CatalogueProduct[],
  limit: number,
): CatalogueProduct[] {
  return relatedFinder(candidates, limit)(product);
}
