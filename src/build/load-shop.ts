import type { CatalogueProduct } from '../core/catalogue/product';
import type { ShippingCountry } from '../core/seo/offer-terms';
import type { PostEntry, SeoPages, ShopDefaults } from '../core/site/shop-data';
import { queryProducts } from '../server/catalogue/product-service';
import { presentPost, listPosts } from '../server/content/posts';
import type { Db } from '../server/db/client';
import { products as productTable } from '../server/db/schema';
import { createApp } from '../server/api/app';
import { listSeoPages } from '../server/site/seo-pages';

export interface ShopSnapshot {
  defaults: ShopDefaults;
  /** Active products in stock: the only ones the shop side shows (spec section 9). */
  products: CatalogueProduct[];
  posts: PostEntry[];
  seo: SeoPages;
  /** The delivery countries, for the offers' shipping details (JSON-LD). */
  countries: ShippingCountry[];
  /** Each product's last change (ISO 8601) by id, for the sitemap's <lastmod>. */
  updatedAt: Record<string, string>;
  /** When the snapshot was read: offers' prices hold to the end of the year after it. */
  takenAt: Date;
}

/** No page may be lost to the API's 1,000-row cap: the build reads the whole catalogue. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/**
 * The catalogue as the static build publishes it. Defaults come through the same call the
 * browser makes, so the built pages and the live refresh agree on every field.
 */
export async function loadShop(db: Db): Promise<ShopSnapshot> {
  const app = createApp({ getDb: () => Promise.resolve(db) });
  const res = await app.request('/api/defaults');
  if (!res.ok) throw new Error(`GET /api/defaults answered ${res.status}: ${await res.text()}`);
  // GET defaults also lists the delivery countries, which the pages' layout does not need.
  const defaults = (await res.json()) as ShopDefaults & { countries?: ShippingCountry[] };
  const [products, posts, seo, changes] = await Promise.all([
    queryProducts(db, { rows: ALL_ROWS } as Parameters<typeof queryProducts>[1], undefined),
    listPosts(db),
    listSeoPages(db),
    db.select({ id: productTable.id, updatedAt: productTable.updatedAt }).from(productTable),
  ]);
  return {
    defaults: {
      site: defaults.site,
      brands: defaults.brands,
      categories: defaults.categories,
      colors: defaults.colors,
      styles: defaults.styles,
      galleries: defaults.galleries,
      videos: defaults.videos,
      taxRates: defaults.taxRates,
      language: defaults.language,
    },
    products: products as CatalogueProduct[],
    posts: posts.map(presentPost),
    seo,
    countries: (defaults.countries ?? []).map((country) => ({
      code: country.code,
      deliveryStdDays: country.deliveryStdDays,
      deliveryExpressDays: country.deliveryExpressDays,
      deliveryStdFee: country.deliveryStdFee,
      deliveryExpressFee: country.deliveryExpressFee,
      deliveryFeeKg: country.deliveryFeeKg,
      deliveryFee5: country.deliveryFee5,
      deliveryFee10: country.deliveryFee10,
    })),
    updatedAt: Object.fromEntries(changes.map((row) => [row.id, row.updatedAt.toISOString()])),
    takenAt: new Date(),
  };
}
