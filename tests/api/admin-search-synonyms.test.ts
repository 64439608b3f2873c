import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import type { SynonymEntry } from '../../src/core/search/synonyms';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.db, 'A')).headers;
});
afterAll(() => t.drop());

const skusFor = async (search: string) => {
  const res = await t.get(`/api/products?rows=12&search=${search}`);
  return (res.body.products as CatalogueProduct[]).map((p) => p.sku).sort();
};

describe('the owner edits the search synonyms (issue 25.12)', () => {
  it('starts from the shop’s seeded synonyms', async () => {
    const res = await t.get('/api/admin_search_synonyms', admin);
    expect(res.status).toBe(200);
    const synonyms = res.body.synonyms as SynonymEntry[];
    expect(synonyms).toContainEqual({
      word: 'rigida',
      alternatives: ['hard-shell', 'polycarbonate', 'aluminium'],
    });
    expect(synonyms.map((s) => s.word)).toContain('pelle');
  });

  it('a saved synonym changes the very next search, and a removed one stops finding (search_synonym_query; catalogue_changed on search_synonyms)', async () => {
    expect(await skusFor('holdall')).toEqual([]);
    const saved = await t.send(
      'POST',
      '/api/admin_search_synonyms',
      { synonyms: [{ word: 'Hóldall', alternatives: [' Duffel bag '] }] },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.synonyms).toEqual([{ word: 'holdall', alternatives: ['duffel bag'] }]);
    const duffels = await skusFor('duffel_bag');
    expect(duffels.length).toBeGreaterThan(0);
    expect(await skusFor('holdall')).toEqual(duffels);
    // The seeded list was replaced: rigida finds nothing any more.
    expect(await skusFor('valigia_rigida')).toEqual([]);
  });

  it('refuses a phrase as the word and a repeated word, with the spec’s error shape', async () => {
    const phrase = await t.send(
      'POST',
      '/api/admin_search_synonyms',
      { synonyms: [{ word: 'hard shell', alternatives: ['aluminium'] }] },
      admin,
    );
    expect(phrase.status).toBe(400);
    expect(JSON.stringify(phrase.body)).toContain(
      'A synonym is for one word of letters and digits',
    );
    const repeated = await t.send(
      'POST',
      '/api/admin_search_synonyms',
      {
        synonyms: [
          { word: 'pelle', alternatives: ['leather'] },
          { word: 'Pelle', alternatives: ['cuoio'] },
        ],
      },
      admin,
    );
    expect(repeated.status).toBe(400);
    expect(JSON.stringify(repeated.body)).toContain('Each word may appear only once');
  });

  it('is for administrators only', async () => {
    const customer = (await signedInAs(t.db, 'C')).headers;
    expect((await t.get('/api/admin_search_synonyms', customer)).status).toBe(403);
    expect((await t.get('/api/admin_search_synonyms')).status).toBe(401);
  });
});
