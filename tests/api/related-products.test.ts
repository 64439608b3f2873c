import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import { relatedProducts } from '../../src/core/catalogue/related-products';
import {
  brands,
  categories,
  categorySubs,
  colors,
  productColors,
  products,
  productStyles,
  productSubCategories,
  styles,
} from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const list = (body: Record<string, unknown>) => body.products as CatalogueProduct[];
const skus = (shown: CatalogueProduct[]) => shown.map((p) => p.sku);
const relatedTo = async (sku: string, rows = 12) => {
  const res = await t.get(`/api/products?rows=${rows}&related=${encodeURIComponent(sku)}`);
  expect(res.status).toBe(200);
  return list(res.body);
};

/**
 * A catalogue corner of its own (brands, categories, sub-categories, styles and colours no
 * sample product has), so what is related to REL-ANCHOR is only what is made here.
 */
async function reference() {
  const one = async <T extends typeof brands | typeof categories | typeof colors | typeof styles>(
    table: T,
    name: string,
  ) => {
    const [row] = await t.db
      .insert(table)
      .values({ name, itaName: `${name} IT` } as never)
      .returning();
    return (row as { id: number }).id;
  };
  const [brandA, brandB] = [await one(brands, 'Rel Brand A'), await one(brands, 'Rel Brand B')];
  const [catA, catB] = [await one(categories, 'Rel Cat A'), await one(categories, 'Rel Cat B')];
  const sub = async (categoryId: number, name: string) => {
    const [row] = await t.db
      .insert(categorySubs)
      .values({ categoryId, name, itaName: `${name} IT` })
      .returning({ id: categorySubs.id });
    return row!.id;
  };
  return {
    brandA,
    brandB,
    catA,
    catB,
    subA1: await sub(catA, 'Rel Sub A1'),
    subA2: await sub(catA, 'Rel Sub A2'),
    subB1: await sub(catB, 'Rel Sub Bravo'),
    styleA: await one(styles, 'Rel Style A'),
    styleB: await one(styles, 'Rel Style B'),
    colourA: await one(colors, 'Rel Colour A'),
    colourB: await one(colors, 'Rel Colour B'),
  };
}

interface Made {
  sku: string;
  brandId: number;
  categoryId: number;
  sub: number;
  style: number;
  colour: number;
  retailPrice?: number;
  inStock?: number;
  status?: 'A' | 'Z';
}

async function make(p: Made) {
  const text = { name: p.sku, description: '', priceDescr: '', packDescr: '' };
  const seo = { pageTitle: '', seoTitle: '', metaDescr: '' };
  const [row] = await t.db
    .insert(products)
    .values({
      sku: p.sku,
      url: p.sku,
      status: p.status ?? 'A',
      brandId: p.brandId,
      categoryId: p.categoryId,
      retailPrice: p.retailPrice ?? 5000,
      inStock: p.inStock ?? 10,
      minStock: 2,
      eng: { ...text, ...seo },
      ita: { ...text, name: `${p.sku} IT`, ...seo },
    })
    .returning({ id: products.id });
  const productId = row!.id;
  await t.db.insert(productSubCategories).values({ productId, categorySubId: p.sub });
  await t.db.insert(productStyles).values({ productId, styleId: p.style });
  await t.db.insert(productColors).values({ productId, colorId: p.colour });
}

describe('GET /api/products?rows=12&related={sku}', () => {
  let r: Awaited<ReturnType<typeof reference>>;

  beforeAll(async () => {
    r = await reference();
    const a = { brandId: r.brandA, categoryId: r.catA, sub: r.subA1, style: r.styleA };
    await make({ sku: 'REL-ANCHOR', ...a, colour: r.colourA });
    // sub-category + category (6 + 4), the price further from the anchor's than REL-SUB-NEAR
    await make({
      ...a,
      sku: 'REL-SUB-FAR',
      brandId: r.brandB,
      style: r.styleB,
      colour: r.colourB,
      retailPrice: 9000,
    });
    await make({
      ...a,
      sku: 'REL-SUB-NEAR',
      brandId: r.brandB,
      style: r.styleB,
      colour: r.colourB,
      retailPrice: 5500,
    });
    // sub-category + category, equal price distance: the SKU decides
    await make({
      ...a,
      sku: 'REL-SUB-TIE-B',
      brandId: r.brandB,
      style: r.styleB,
      colour: r.colourB,
      retailPrice: 4500,
    });
    await make({
      ...a,
      sku: 'REL-SUB-TIE-A',
      brandId: r.brandB,
      style: r.styleB,
      colour: r.colourB,
      retailPrice: 4500,
    });
    // everything shared (6 + 4 + 3 + 2 + 1)
    await make({ ...a, sku: 'REL-ALL', colour: r.colourA });
    // category + brand (4 + 3)
    await make({ ...a, sku: 'REL-CAT-BRAND', sub: r.subA2, style: r.styleB, colour: r.colourB });
    // brand + style + colour in another category (3 + 2 + 1)
    await make({
      sku: 'REL-BRAND-LOOK',
      brandId: r.brandA,
      categoryId: r.catB,
      sub: r.subB1,
      style: r.styleA,
      colour: r.colourA,
    });
    // category only (4)
    await make({
      ...a,
      sku: 'REL-CAT',
      brandId: r.brandB,
      sub: r.subA2,
      style: r.styleB,
      colour: r.colourB,
    });
    // colour only (1)
    await make({
      sku: 'REL-COLOUR',
      brandId: r.brandB,
      categoryId: r.catB,
      sub: r.subB1,
      style: r.styleB,
      colour: r.colourA,
    });
    // nothing shared
    await make({
      sku: 'REL-NONE',
      brandId: r.brandB,
      categoryId: r.catB,
      sub: r.subB1,
      style: r.styleB,
      colour: r.colourB,
    });
    // everything shared, but not shown to visitors
    await make({ ...a, sku: 'REL-SOLD-OUT', colour: r.colourA, inStock: 2 });
    await make({ ...a, sku: 'REL-HIDDEN', colour: r.colourA, status: 'Z' });
  });

  it('ranks by what is shared, then by closeness in price, then by SKU; never the product itself', async () => {
    expect(skus(await relatedTo('REL-ANCHOR'))).toEqual([
      'REL-ALL',
      'REL-SUB-NEAR',
      'REL-SUB-TIE-A',
      'REL-SUB-TIE-B',
      'REL-SUB-FAR',
      'REL-CAT-BRAND',
      'REL-BRAND-LOOK',
      'REL-CAT',
      'REL-COLOUR',
    ]);
    // The SKU is matched as the spec's other SKU options are, ignoring case.
    expect(skus(await relatedTo('rel-anchor'))).toEqual(skus(await relatedTo('REL-ANCHOR')));
    expect(skus(await relatedTo('REL-ALL'))).not.toContain('REL-ALL');
    expect(skus(await relatedTo('REL-ALL'))).toContain('REL-ANCHOR');
  });

  it('answers for a product that is itself sold out or hidden (its page can still be open)', async () => {
    const fromSoldOut = skus(await relatedTo('REL-SOLD-OUT'));
    expect(fromSoldOut[0]).toBe('REL-ALL');
    expect(fromSoldOut).toContain('REL-ANCHOR');
    expect(fromSoldOut).not.toContain('REL-SOLD-OUT');
    expect(skus(await relatedTo('REL-HIDDEN'))).not.toContain('REL-HIDDEN');
  });

  it('honours rows, and sends at most 12 of a product that shares with many', async () => {
    expect(skus(await relatedTo('REL-ANCHOR', 3))).toEqual([
      'REL-ALL',
      'REL-SUB-NEAR',
      'REL-SUB-TIE-A',
    ]);
    const shop = list((await t.get('/api/products?rows=1000')).body);
    const counts = await Promise.all(
      shop.slice(0, 10).map(async (p) => (await relatedTo(p.sku)).length),
    );
    expect(Math.max(...counts)).toBe(12);
  });

  it('leaves out at once a product going out of stock or hidden, and takes it back', async () => {
    expect(skus(await relatedTo('REL-ANCHOR'))[0]).toBe('REL-ALL');
    const set = (values: Partial<typeof products.$inferInsert>) =>
      t.db.update(products).set(values).where(eq(products.sku, 'REL-ALL'));

    await set({ inStock: 2 });
    expect(skus(await relatedTo('REL-ANCHOR'))).not.toContain('REL-ALL');
    await set({ inStock: 3 });
    expect(skus(await relatedTo('REL-ANCHOR'))[0]).toBe('REL-ALL');
    await set({ status: 'Z' });
    expect(skus(await relatedTo('REL-ANCHOR'))).not.toContain('REL-ALL');
    await set({ status: 'A' });
    expect(skus(await relatedTo('REL-ANCHOR'))[0]).toBe('REL-ALL');
  });

  it('follows a change of what a product shares, in its own row or a link table', async () => {
    const before = skus(await relatedTo('REL-ANCHOR'));
    expect(before.indexOf('REL-CAT')).toBeGreaterThan(before.indexOf('REL-BRAND-LOOK'));
    // Category + brand (4 + 3), as REL-CAT-BRAND, at the same price: the SKU puts it first.
    await t.db.update(products).set({ brandId: r.brandA }).where(eq(products.sku, 'REL-CAT'));
    const after = skus(await relatedTo('REL-ANCHOR'));
    expect(after.indexOf('REL-CAT')).toBe(after.indexOf('REL-CAT-BRAND') - 1);
    expect(after.indexOf('REL-CAT')).toBeLessThan(after.indexOf('REL-BRAND-LOOK'));

    // REL-COLOUR shared only its colour: with another one it shares nothing.
    const [colour] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, 'REL-COLOUR'));
    await t.db
      .update(productColors)
      .set({ colorId: r.colourB })
      .where(eq(productColors.productId, colour!.id));
    expect(skus(await relatedTo('REL-ANCHOR'))).not.toContain('REL-COLOUR');
  });

  it('agrees with the rule the static build uses, for every product of the sample catalogue', async () => {
    const shop = list((await t.get('/api/products?rows=1000')).body).filter(
      (p) => !p.sku.startsWith('REL-'),
    );
    expect(shop.length).toBeGreaterThanOrEqual(50);
    for (const product of shop) {
      const answered = await relatedTo(product.sku);
      expect(answered.every((p) => p.status === 'A' && p.sell.inStock > p.sell.minStock)).toBe(
        true,
      );
      expect(skus(answered), product.sku).toEqual(skus(relatedProducts(product, shop, 12)));
    }
  });

  it("reads a value that is no SKU as the spec's search text: any of its words", async () => {
    const bravo = await relatedTo('Bravo_qqzzx');
    expect(skus(bravo).sort()).toEqual(['REL-BRAND-LOOK', 'REL-COLOUR', 'REL-NONE']);
  });
});
