import type { CatalogueProduct } from './product';
import { isBelowCritical, isInStock, isOutOfStock } from './stock';

type ProductPredicate = (product: CatalogueProduct) => boolean;

const hasImages =
  (count: number): ProductPredicate =>
  (product) =>
    product.image.published === count;

/**
 * Spec section 9: "Admin product filters: Active Products, Deleted Products, In Stock, Out of
 * Stock, Below Critical Level, and 0 to 5 Images." The image filters match the published image
 * count exactly (spec section 3: "image.published (count)").
 */
export const ADMIN_PRODUCT_FILTERS = [
  { key: 'active', label: 'Active Products', matches: (p: CatalogueProduct) => p.status === 'A' },
  { key: 'deleted', label: 'Deleted Products', matches: (p: CatalogueProduct) => p.status === 'Z' },
  { key: 'inStock', label: 'In Stock', matches: (p: CatalogueProduct) => isInStock(p.sell) },
  {
    key: 'outOfStock',
    label: 'Out of Stock',
    matches: (p: CatalogueProduct) => isOutOfStock(p.sell),
  },
  {
    key: 'belowCritical',
    label: 'Below Critical Level',
    matches: (p: CatalogueProduct) => isBelowCritical(p.sell),
  },
  { key: 'images0', label: '0 Images', matches: hasImages(0) },
  { key: 'images1', label: '1 Images', matches: hasImages(1) },
  { key: 'images2', label: '2 Images', matches: hasImages(2) },
  { key: 'images3', label: '3 Images', matches: hasImages(3) },
  { key: 'images4', label: '4 Images', matches: hasImages(4) },
  { key: 'images5', label: '5 Images', matches: hasImages(5) },
] as const satisfies readonly { key: string; label: string; matches: ProductPredicate }[];

export type AdminProductFilterKey = (typeof ADMIN_PRODUCT_FILTERS)[number]['key'];

export function adminProductFilter(key: AdminProductFilterKey): ProductPredicate {
  const filter = ADMIN_PRODUCT_FILTERS.find((candidate) => candidate.key === key);
  if (!filter) throw new RangeError(`unknown admin product filter: ${String(key)}`);
  return filter.matches;
}
