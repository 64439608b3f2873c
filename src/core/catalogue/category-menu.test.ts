import { describe, expect, it } from 'vitest';
import type { CategoryEntry } from '../site/shop-data';
import { categoryMenuModel, categoryName, subCategoryOptions } from './category-menu';

function category(overrides: Partial<CategoryEntry> = {}): CategoryEntry {
  return {
    _id: 1,
    id: 'Bags',
    name: 'Bags',
    itaName: 'Borse',
    mainCat: true,
    subCategoryMenu: true,
    banner: { showBanner: false, image: '' },
    lng: {
      eng: { name: 'Bags', subCategory: 'Handbags; Tote Bags ;Clutches', brands: '' },
      ita: { name: 'Borse', subCategory: 'Borse a mano;Borse shopper; Pochette', brands: '' },
    },
    ...overrides,
  };
}

describe('spec 2: "shows the category name in the current language"', () => {
  it('uses the name of the language', () => {
    expect(categoryName(category(), 'eng')).toBe('Bags');
    expect(categoryName(category(), 'ita')).toBe('Borse');
  });

  it('falls back to itaName, then the English name, when the Italian text is blank', () => {
    const untranslated = category({
      lng: { ...category().lng, ita: { name: ' ', subCategory: '', brands: '' } },
    });
    expect(categoryName(untranslated, 'ita')).toBe('Borse');
    expect(categoryName({ ...untranslated, itaName: '' }, 'ita')).toBe('Bags');
  });
});

describe('spec 2: "If the category has sub-categories (semicolon-separated, trimmed) and the sub-category menu is enabled, it shows a split button"', () => {
  it('is a split button listing the sub-categories, trimmed', () => {
    const model = categoryMenuModel(category(), 'eng');
    expect(model.split).toBe(true);
    expect(model.subCategories.map((option) => option.name)).toEqual([
      'Handbags',
      'Tote Bags',
      'Clutches',
    ]);
  });

  it('pairs each Italian name with the English name at the same index (routes use English)', () => {
    expect(categoryMenuModel(category(), 'ita')).toEqual({
      name: 'Borse',
      split: true,
      subCategories: [
        { name: 'Borse a mano', engName: 'Handbags' },
        { name: 'Borse shopper', engName: 'Tote Bags' },
        { name: 'Pochette', engName: 'Clutches' },
      ],
    });
  });

  it('reports English names as themselves in English', () => {
    expect(subCategoryOptions(category(), 'eng')[1]).toEqual({
      name: 'Tote Bags',
      engName: 'Tote Bags',
    });
  });

  it('shows the English list when the Italian one is empty', () => {
    const untranslated = category({
      lng: { ...category().lng, ita: { name: 'Borse', subCategory: ' ; ', brands: '' } },
    });
    expect(subCategoryOptions(untranslated, 'ita')).toEqual([
      { name: 'Handbags', engName: 'Handbags' },
      { name: 'Tote Bags', engName: 'Tote Bags' },
      { name: 'Clutches', engName: 'Clutches' },
    ]);
  });

  it('keeps the displayed name when the English list is shorter', () => {
    const longer = category({
      lng: { ...category().lng, ita: { name: 'Borse', subCategory: 'A;B;C;D', brands: '' } },
    });
    expect(subCategoryOptions(longer, 'ita')[3]).toEqual({ name: 'D', engName: 'D' });
  });
});

describe('spec 2: "otherwise a plain button"', () => {
  it('is plain when the sub-category menu is off', () => {
    expect(categoryMenuModel(category({ subCategoryMenu: false }), 'ita')).toEqual({
      name: 'Borse',
      split: false,
      subCategories: [],
    });
  });

  it('is plain when there are no sub-categories in either language', () => {
    const none = category({
      lng: {
        eng: { name: 'Bags', subCategory: '', brands: '' },
        ita: { name: 'Borse', subCategory: ';', brands: '' },
      },
    });
    expect(categoryMenuModel(none, 'eng').split).toBe(false);
    expect(categoryMenuModel(none, 'ita').split).toBe(false);
  });
});
