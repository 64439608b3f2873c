import type { CatalogueProduct, ProductLanguageText } from '../product';

/** Test-only builder: a complete CatalogueProduct with overridable parts. */
export interface ProductOverrides {
  sku?: string;
  status?: CatalogueProduct['status'];
  published?: number;
  sell?: Partial<CatalogueProduct['sell']>;
  list?: Partial<CatalogueProduct['list']>;
  brand?: string;
  category?: string;
  subCategory?: string;
  colors?: string[];
  styles?: string[];
  sizes?: string[];
  eng?: Partial<ProductLanguageText>;
  ita?: Partial<ProductLanguageText>;
}

const text = (overrides: Partial<ProductLanguageText> = {}): ProductLanguageText => ({
  name: '',
  description: '',
  priceDescr: '',
  packDescr: '',
  brand: '',
  category: '',
  subCategory: '',
  colors: [],
  styles: [],
  pageTitle: '',
  seoTitle: '',
  metaDescr: '',
  ...overrides,
});

export function makeProduct(overrides: ProductOverrides = {}): CatalogueProduct {
  const sku = overrides.sku ?? 'SKU-1';
  return {
    _id: `id-${sku}`,
    sku,
    url: sku.toLowerCase(),
    status: overrides.status ?? 'A',
    image: { image1: '', images: [], published: overrides.published ?? 1 },
    sell: {
      sellBy: 'u',
      retailPrice: 1000,
      salePrice: 0,
      price: 1000,
      packs: [],
      minPurchase: 1,
      freeDelivery: false,
      inStock: 10,
      minStock: 0,
      criticalStock: 2,
      ...overrides.sell,
    },
    list: { featured: false, special: false, ...overrides.list },
    productWeight: 500,
    weightUnit: 'g',
    brand: overrides.brand ?? '',
    category: overrides.category ?? '',
    subCategory: overrides.subCategory ?? '',
    colors: overrides.colors ?? [],
    styles: overrides.styles ?? [],
    sizes: overrides.sizes ?? [],
    lng: { eng: text({ name: sku, ...overrides.eng }), ita: text(overrides.ita) },
  };
}
