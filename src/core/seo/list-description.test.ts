import { describe, expect, it } from 'vitest';
import english from '../../locales/en/translation.json';
import italian from '../../locales/it/translation.json';
import { listDescription, MAX_DESCRIPTION_LENGTH } from './list-description';

const en = { one: english['seo.listDescription_one'], other: english['seo.listDescription_other'] };
const it_ = {
  one: italian['seo.listDescription_one'],
  other: italian['seo.listDescription_other'],
};
const choices = (...labels: string[]) => labels.map((label) => ({ value: label, label }));

describe('brand and category descriptions from the data (issue 25.13)', () => {
  it('names the page, its count and its sub-categories, in the page language', () => {
    const options = { subCategories: choices('Handbags', 'Clutches'), brands: choices('Vela') };
    expect(listDescription(en, 'Bags', 14, options)).toBe(
      'Bags — 14 products to choose from: Handbags, Clutches.',
    );
    const ita = { subCategories: choices('Borse a mano', 'Pochette'), brands: choices('Vela') };
    expect(listDescription(it_, 'Borse', 1, ita)).toBe(
      'Borse — 1 prodotto tra cui scegliere: Borse a mano, Pochette.',
    );
  });

  it('lists the brands of a page of one sub-category', () => {
    const options = { subCategories: choices('Silk Scarves'), brands: choices('Lago Blu', 'Vela') };
    expect(listDescription(en, 'Scarves: Silk Scarves', 4, options)).toBe(
      'Scarves: Silk Scarves — 4 products to choose from: Lago Blu, Vela.',
    );
  });

  it('leaves kinds off the end to fit what search results show, and says none when it has none', () => {
    const many = choices(...Array.from({ length: 30 }, (_, i) => `Sub-category number ${i}`));
    const text = listDescription(en, 'Bags', 99, { subCategories: many, brands: [] });
    expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(text).toMatch(/^Bags — 99 products to choose from: Sub-category number 0, .*…\.$/);
    expect(listDescription(en, 'Bags', 0, { subCategories: [], brands: [] })).toBe(
      'Bags — 0 products to choose from.',
    );
  });
});
