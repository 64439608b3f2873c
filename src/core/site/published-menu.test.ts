import { describe, expect, it } from 'vitest';
import { publishedMenus } from './published-menu';
import type { BrandEntry, CategoryEntry } from './shop-data';

const brand = (id: number, name: string) => ({ _id: id, name }) as BrandEntry;
const category = (id: number, name: string, eng: string, ita: string) =>
  ({
    _id: id,
    name,
    lng: {
      eng: { name, subCategory: eng, brands: '' },
      ita: { name, subCategory: ita, brands: '' },
    },
  }) as CategoryEntry;

const built = {
  brands: [brand(1, 'Alba'), brand(2, 'Borea')],
  categories: [category(1, 'Bags', 'Totes;Clutches', 'Shopper;Pochette')],
};

describe('publishedMenus', () => {
  it('keeps the live lists as they are when every entry has a page', () => {
    const live = { brands: [built.brands[1]!], categories: built.categories };
    expect(publishedMenus(live, built)).toBe(live);
  });

  it('leaves out a brand and a category added since the build', () => {
    const live = {
      brands: [...built.brands, brand(3, 'Cirro')],
      categories: [...built.categories, category(2, 'Shoes', '', '')],
    };
    const menus = publishedMenus(live, built);
    expect(menus.brands.map((b) => b.name)).toEqual(['Alba', 'Borea']);
    expect(menus.categories.map((c) => c.name)).toEqual(['Bags']);
  });

  it('leaves out a renamed brand, whose new address has no page yet', () => {
    const menus = publishedMenus({ brands: [brand(1, 'Alba Nuova')], categories: [] }, built);
    expect(menus.brands).toEqual([]);
  });

  it('leaves out a new sub-category in every language, the others kept aligned', () => {
    const live = {
      brands: built.brands,
      categories: [category(1, 'Bags', 'Totes;Backpacks;Clutches', 'Shopper;Zaini;Pochette')],
    };
    const [bags] = publishedMenus(live, built).categories;
    expect(bags!.lng.eng.subCategory).toBe('Totes;Clutches');
    expect(bags!.lng.ita.subCategory).toBe('Shopper;Pochette');
  });
});
