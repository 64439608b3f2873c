import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../src/core/site/site-settings';
import { categories, categorySubs, countries } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

interface Named {
  _id: number;
  name: string;
  lng: { eng: Record<string, string>; ita: Record<string, string> };
}

describe('GET /api/defaults', () => {
  it('carries everything the app loads at start, under the spec names', async () => {
    const res = await t.get('/api/defaults');
    expect(res.status).toBe(200);
    for (const key of [
      'site',
      'brands',
      'categories',
      'colors',
      'countries',
      'galleries',
      'shippers',
      'styles',
      'suppliers',
      'taxRates',
      'videos',
      'language',
    ]) {
      expect(res.body).toHaveProperty(key);
    }
    const colors = res.body.colors as Named[];
    expect(colors[0]).toMatchObject({ _id: 0, name: '' });
    expect(colors.length).toBeGreaterThan(1);
    expect(res.body.language).toEqual({ enabled: ['en', 'it'], default: 'en', single: false });
  });

  it('keeps suppliers and mail settings from visitors but gives them to an administrator', async () => {
    const visitor = await t.get('/api/defaults');
    expect(visitor.body.suppliers).toEqual([]);
    expect(visitor.body.site).not.toHaveProperty('email');
    const admin = await signedInAs(t.db, 'A');
    const res = await t.get('/api/defaults', admin.headers);
    expect((res.body.suppliers as unknown[]).length).toBeGreaterThan(0);
    expect(siteSettingsSchema.safeParse(res.body.site).success).toBe(true);
  });
});

describe('GET reference lists', () => {
  it('lists categories with semicolon-separated sub-categories and brands in both languages', async () => {
    const res = await t.get('/api/categories');
    const list = res.body.categories as Named[];
    const names = list.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Bags', 'Luggage', 'Backpacks', 'Scarves']));
    const bags = list.find((c) => c.name === 'Bags')!;
    const [row] = await t.db.select().from(categories).where(eq(categories.name, 'Bags'));
    const subs = await t.db.select().from(categorySubs).where(eq(categorySubs.categoryId, row!.id));
    expect(bags.lng.eng.subCategory!.split(';').sort()).toEqual(subs.map((s) => s.name).sort());
    expect(bags.lng.ita.subCategory!.split(';').sort()).toEqual(subs.map((s) => s.itaName).sort());
    expect(bags.lng.eng.brands!.length).toBeGreaterThan(0);
    expect(bags.lng.ita.name).toBe(row!.itaName);
  });

  it('lists countries with delivery days and fees in cents', async () => {
    const res = await t.get('/api/countries');
    const list = res.body.countries as Array<Record<string, unknown>>;
    const rows = await t.db.select().from(countries).where(eq(countries.active, true));
    expect(list).toHaveLength(rows.length);
    const italy = list.find((c) => c.code === 'IT')!;
    expect(italy.deliveryStdDays).toMatch(/^\d+(-\d+)?$/);
    for (const fee of ['deliveryFeeKg', 'deliveryFee5', 'deliveryFee10']) {
      expect(Number.isInteger(italy[fee])).toBe(true);
    }
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining(['IT', 'DE', 'GB', 'US', 'ZA']));
  });

  it('lists brands, galleries and videos', async () => {
    const brands = (await t.get('/api/brands')).body.brands as Named[];
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands[0]!.lng.ita.name).toBeTruthy();
    const galleries = (await t.get('/api/galleries')).body.galleries as Array<{
      image: string;
      lng: { eng: { category: string } };
    }>;
    expect(galleries.length).toBeGreaterThan(0);
    expect(galleries[0]!.image).toMatch(/^\/images\//);
    expect(galleries[0]!.lng.eng.category).toBeTruthy();
    const videos = (await t.get('/api/videos')).body.videos as unknown[];
    expect(videos.length).toBeGreaterThan(0);
  });
});

describe('unknown calls', () => {
  it('answer 404 as JSON', async () => {
    const res = await t.get('/api/no_such_call');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
