import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * What a shopper types and what they expect to see on the first page (12 results) of the
 * sample catalogue (src/tools/seed). `top`: the expected products must fill the first
 * places, before any other. `searchedFor`: the word was corrected, and the answer says to what.
 * `none`: a product type the shop does not sell, which must find nothing, corrected or not.
 * `only`: every product on the first page is of the kind asked for. `exact`: nothing else is found.
 */
interface Case {
  q: string;
  expect?: string[];
  /** Every product on the first page is of this kind (its SKU starts so): no noise. */
  only?: string;
  top?: true;
  /** The expected products and no other. */
  exact?: true;
  searchedFor?: string;
  none?: true;
}

const CASES: Case[] = [
  // Typos, corrected to the catalogue's own words.
  { q: 'lether', expect: ['BG-001', 'BG-002', 'BG-004', 'BP-002'], searchedFor: 'leather' },
  { q: 'tramnto', expect: ['BG-002'], top: true, searchedFor: 'tramonto' },
  { q: 'lether handbag', expect: ['BG-001', 'BG-002', 'BG-004'], searchedFor: 'leather handbag' },
  { q: 'cashmire', expect: ['SC-010', 'SC-012', 'SC-013'], top: true },
  { q: 'trolly', expect: ['LG-001', 'LG-002', 'LG-003', 'LG-004'], searchedFor: 'trolley' },
  { q: 'casa feri', expect: ['BG-002', 'BG-004', 'BG-006', 'BG-012'], searchedFor: 'casa ferri' },
  { q: 'zeffiro', expect: ['BG-005', 'SC-005', 'SC-006'], searchedFor: 'zefiro' },
  { q: 'zaino pele', expect: ['BP-002', 'BP-009', 'BP-010'], searchedFor: 'zaino pelle' },
  // Singular and plural, both languages.
  { q: 'borsa', expect: ['BG-001', 'BG-004', 'BG-007'], only: 'BG-' },
  { q: 'borse', expect: ['BG-001', 'BG-004', 'BG-007'], only: 'BG-' },
  { q: 'zaini', only: 'BP-' },
  { q: 'scarves', only: 'SC-' },
  { q: 'silk scarf', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  { q: 'silk scarves', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  { q: 'sciarpa di lana', expect: ['SC-001', 'SC-002', 'SC-003', 'SC-004', 'SC-005'] },
  { q: 'sciarpe in cashmere', expect: ['SC-010', 'SC-012', 'SC-013'], top: true },
  { q: 'valigie grandi', expect: ['LG-006', 'LG-009', 'LG-010'], top: true },
  { q: 'large suitcase', expect: ['LG-006', 'LG-009', 'LG-010'], top: true },
  { q: 'duffel bags', expect: ['LG-011', 'LG-012', 'LG-013'], top: true },
  { q: 'borsone', expect: ['LG-011', 'LG-012', 'LG-013'], top: true },
  // Colours, with the Italian adjective's forms.
  { q: 'red', expect: ['BG-002', 'BG-003', 'BG-006', 'BG-007', 'BP-005', 'LG-013'] },
  { q: 'rosso', expect: ['BG-002', 'BG-003', 'BG-006', 'BG-007', 'BP-005', 'LG-013'] },
  { q: 'borsa rossa', expect: ['BG-002', 'BG-003', 'BG-006', 'BG-007'], top: true },
  { q: 'borse rosse', expect: ['BG-002', 'BG-003', 'BG-006', 'BG-007'], top: true },
  { q: 'zaini rossi', expect: ['BP-005'], top: true },
  { q: 'red bag', expect: ['BG-002', 'BG-003', 'BG-006', 'BG-007'] },
  { q: 'black backpack', expect: ['BP-001', 'BP-002', 'BP-003', 'BP-008', 'BP-014'], top: true },
  { q: 'zaino nero', expect: ['BP-001', 'BP-002', 'BP-003', 'BP-008', 'BP-014'], top: true },
  { q: 'sciarpa bordeaux', expect: ['SC-002', 'SC-014'] },
  // Materials, in either language.
  { q: 'leather backpack', expect: ['BP-002', 'BP-009', 'BP-010'], top: true },
  { q: 'zaino in pelle', expect: ['BP-002', 'BP-009', 'BP-010'], top: true },
  { q: 'camoscio', expect: ['BG-005', 'BG-013', 'BG-014', 'BG-015'], top: true },
  { q: 'policarbonato', expect: ['LG-001'], top: true },
  { q: 'velvet clutch', expect: ['BG-018'], top: true },
  // Several words with small ones between them.
  { q: 'backpacks for school', expect: ['BP-015', 'BP-016', 'BP-017', 'BP-018'], top: true },
  { q: 'zaini scuola', expect: ['BP-015', 'BP-016', 'BP-017', 'BP-018'], top: true },
  { q: 'zaino per la scuola', expect: ['BP-015', 'BP-016', 'BP-017', 'BP-018'], top: true },
  { q: 'zaino da città', expect: ['BP-001', 'BP-002', 'BP-003', 'BP-004', 'BP-005'] },
  { q: 'zaino da citta', expect: ['BP-001', 'BP-002', 'BP-003', 'BP-004', 'BP-005'] },
  { q: 'bag for the evening', expect: ['BG-005', 'BG-008', 'BG-009', 'BG-011'] },
  { q: 'borsa a tracolla in camoscio', expect: ['BG-013', 'BG-014', 'BG-015'], top: true },
  // Types by their English and Italian names.
  { q: 'hiking backpack', expect: ['BP-011', 'BP-012', 'BP-013', 'BP-014'], top: true },
  { q: 'trekking', expect: ['BP-011', 'BP-012', 'BP-013', 'BP-014'], top: true },
  { q: 'pochette', expect: ['BG-017', 'BG-018'], top: true },
  { q: 'laptop', expect: ['BP-007', 'BP-008', 'BP-009', 'BP-010'], top: true },
  { q: 'zaino porta pc', expect: ['BP-007', 'BP-008', 'BP-009', 'BP-010'], top: true },
  { q: 'cabin trolley', expect: ['LG-001', 'LG-002', 'LG-003', 'LG-004', 'LG-005'], top: true },
  { q: 'foulard', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  // Brands, model names, codes and sizes.
  { q: 'vela milano', expect: ['BG-008', 'BG-010', 'BG-017', 'SC-002', 'SC-017'] },
  { q: "filo d'oro", expect: ['SC-003', 'SC-006', 'SC-009', 'SC-010', 'SC-018'] },
  { q: 'atelier serena handbag', expect: ['BG-003'], top: true },
  { q: 'tramonto', expect: ['BG-002'], top: true },
  { q: 'BG_001', expect: ['BG-001'], top: true },
  { q: 'bg001', expect: ['BG-001'], top: true },
  { q: 'xxl', expect: ['BP-011', 'BP-012', 'BP-013', 'BP-014'], top: true },
  // Still typing: the start of a word.
  { q: 'tram', expect: ['BG-002'], top: true },
  { q: 'zai', expect: ['BP-001', 'BP-007'] },
  // The shop's synonyms (search_synonyms, issue 25.12): words the product texts do not say.
  { q: 'valigia rigida', expect: ['LG-001', 'LG-004', 'LG-005', 'LG-009'], exact: true },
  { q: 'hard shell suitcase', expect: ['LG-001', 'LG-004', 'LG-005', 'LG-009'], top: true },
  { q: 'trolley rigido', expect: ['LG-001', 'LG-004', 'LG-005'], top: true },
  { q: 'borsa in cuoio', expect: ['BG-001', 'BG-004', 'BG-006', 'BG-007'] },
  { q: 'rucksack', only: 'BP-' },
  { q: 'stola di seta', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  // Silk first, and never a product sold by weight (price to be confirmed) before a priced one.
  { q: 'sciarpa seta', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  { q: 'sciarpa di seta', expect: ['SC-006', 'SC-007', 'SC-008', 'SC-009'], top: true },
  // Products the shop does not sell: nothing, and no near miss passed off as one.
  { q: 'umbrella', none: true },
  { q: 'ombrello', none: true },
  { q: 'sneakers', none: true },
  { q: 'wallet', none: true },
  { q: 'red umbrella', none: true },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const route = (q: string) => q.replace(/[^\p{L}\p{N}]+/gu, '_');

describe('search quality on the sample catalogue: words, prefixes, typos, stop words and synonyms (search_ranked, search_matches, search_word_query, search_prefix_query, search_stop_word, search_synonym_query)', () => {
  it('has at least 40 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$q', async (c) => {
    const res = await t.get(`/api/products?rows=12&search=${encodeURIComponent(route(c.q))}`);
    expect(res.status).toBe(200);
    const skus = (res.body.products as CatalogueProduct[]).map((p) => p.sku);
    if (c.none) {
      expect(skus).toEqual([]);
      expect(res.body.searchedFor).toBeUndefined();
      return;
    }
    const expected = c.expect ?? [];
    const where = c.top ? skus.slice(0, expected.length) : skus;
    expect(where, `found ${skus.join(' ')}`).toEqual(expect.arrayContaining(expected));
    expect(res.body.searchedFor).toBe(c.searchedFor);
    if (c.exact) expect([...skus].sort()).toEqual([...expected].sort());
    if (c.only) {
      expect(skus).toHaveLength(12);
      for (const sku of skus) expect(sku.startsWith(c.only), skus.join(' ')).toBe(true);
    }
  });
});
