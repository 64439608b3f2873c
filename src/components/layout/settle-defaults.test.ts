import { describe, expect, it } from 'vitest';
import type { ShopDefaults } from '../../core/site/shop-data';
import { settleDefaults } from './settle-defaults';

/** Only the shape settleDefaults walks (top-level keys); the values are opaque to it. */
const defaults = (parts: Record<string, unknown>) => parts as unknown as ShopDefaults;

const built = defaults({
  site: { shopActive: true, company: { name: 'Borse' } },
  brands: [{ _id: 1, name: 'Alba' }],
  categories: [
    { _id: 1, name: 'Bags', lng: { eng: { subCategory: '' }, ita: { subCategory: '' } } },
  ],
});

describe('settleDefaults', () => {
  it("keeps the build's object when the live answer says the same", () => {
    const live = defaults(JSON.parse(JSON.stringify(built)) as Record<string, unknown>);
    expect(settleDefaults(live, built)).toBe(built);
  });

  it("keeps the build's unchanged parts and takes the changed ones", () => {
    const live = defaults({
      ...(JSON.parse(JSON.stringify(built)) as Record<string, unknown>),
      site: { shopActive: false, company: { name: 'Borse' } },
    });
    const settled = settleDefaults(live, built);
    expect(settled.site).toBe(live.site);
    expect(settled.brands).toBe(built.brands);
    expect(settled.categories).toBe(built.categories);
  });

  it('gives every caller the same object for the same answer', () => {
    const live = defaults({ ...built, brands: [] });
    expect(settleDefaults(live, built)).toBe(settleDefaults(live, built));
  });

  it("answers the build's copy itself when there is no live answer yet", () => {
    expect(settleDefaults(built, built)).toBe(built);
  });

  it('leaves out the brands and categories added since the build: they have no page yet', () => {
    const live = defaults({
      ...built,
      brands: [...built.brands, { _id: 2, name: 'Nuova' }],
    });
    const settled = settleDefaults(live, built);
    expect(settled.brands).toBe(built.brands);
  });
});
