import { describe, expect, it } from 'vitest';
import { facetCounts } from './facet-counts';
import { filterOptions } from './filter-options';
import { NO_FILTERS, filterProducts, type ProductFilters } from './filter-products';
import { listPage, listScopeProducts } from './list-page';
import { makeProduct } from './testing/make-product';

const BRANDS = ['Piquadro', 'Samsonite', 'Tumi'];
const COLOURS = [
  ['Black', 'Nero'],
  ['Red', 'Rosso'],
  ['Blue', 'Blu'],
] as const;

/** 40 products whose names, prices and names' case vary, so every sort has work to do. */
const products = Array.from({ length: 40 }, (_, i) => {
  const [colour, itaColour] = COLOURS[i % 3] ?? COLOURS[0];
  return makeProduct({
    sku: `SKU-${String(i).padStart(2, '0')}`,
    eng: {
      name: `${i % 2 ? 'bag' : 'Bag'} ${i % 7}`,
      brand: BRANDS[i % 3] ?? '',
      category: i % 4 ? 'Bags' : 'Luggage',
      colors: [colour],
    },
    ita: { name: `Borsa ${(i * 3) % 11}`, colors: [itaColour] },
    sizes: i % 5 ? ['M'] : ['S', 'L'],
    sell: { price: 1000 + ((i * 3700) % 40_000), salePrice: i % 6 ? 0 : 10 },
    list: { featured: i % 9 === 0 },
  });
});

const scope = listScopeProducts(products);

describe('listPage (issue 27.2: the server pages the list as the client did)', () => {
  const cases: [string, Partial<ProductFilters>][] = [
    ['nothing checked', {}],
    [
      'a colour and a brand, price high to low',
      { colors: ['Red'], brands: ['Tumi'], sortIndex: 2 },
    ],
    ['sale or featured, name Z-A', { options: ['sale', 'featured'], sortIndex: 1 }],
    [
      'sizes and a price band, price low to high',
      { sizes: ['S'], priceBands: ['100-150'], sortIndex: 3 },
    ],
  ];
  for (const [name, checks] of cases) {
    for (const lng of ['eng', 'ita'] as const) {
      it(`gives every page, total and facet count as the client computes them: ${name} (${lng})`, () => {
        const filters = { ...NO_FILTERS, ...checks };
        const whole = filterProducts(products, filters, lng);
        const counts = facetCounts(products, filters);
        const pages = Math.max(1, Math.ceil(whole.length / 5));
        for (let page = 1; page <= pages; page += 1) {
          const answer = listPage(scope, { filters, page, rows: 5, lng });
          expect(answer.page).toBe(page);
          expect(answer.total).toBe(whole.length);
          expect(answer.products.map((p) => p.sku)).toEqual(
            whole.slice((page - 1) * 5, page * 5).map((p) => p.sku),
          );
          expect(answer.facets.colors).toEqual(Object.fromEntries(counts.colors));
          expect(answer.facets.priceBands).toEqual(Object.fromEntries(counts.priceBands));
          expect(answer.filterOptions).toEqual(filterOptions(products, lng));
        }
      });
    }
  }

  it('answers the last page when asked past it, and page 1 of an empty list', () => {
    const last = listPage(scope, { filters: NO_FILTERS, page: 99, rows: 12, lng: 'eng' });
    expect(last.page).toBe(4);
    expect(last.products).toHaveLength(4);
    const none = listPage(scope, {
      filters: { ...NO_FILTERS, colors: ['Green'] },
      page: 3,
      rows: 12,
      lng: 'eng',
    });
    expect(none).toMatchObject({ page: 1, total: 0, products: [] });
  });

  it('keeps a set of checks’ filtered list and counts: turning the page filters nothing again', () => {
    const filters = { ...NO_FILTERS, colors: ['Red'], sortIndex: 2 };
    const first = scope.kept(filters, 'eng');
    listPage(scope, { filters, page: 2, rows: 5, lng: 'eng' });
    expect(scope.kept(filters, 'eng')).toBe(first);
    expect(scope.facets({ ...filters, sortIndex: 0 })).toBe(scope.facets(filters));
    expect(scope.kept({ ...filters, sortIndex: 3 }, 'eng')).not.toBe(first);
  });

  it('reads a box named by its Italian label as its key (an old shared link)', () => {
    const filters = { ...NO_FILTERS, colors: ['Rosso'] };
    const answer = listPage(scope, { filters, page: 1, rows: 50, lng: 'ita' });
    expect(answer.total).toBe(filterProducts(products, { colors: ['Red'] }, 'ita').length);
    expect(answer.total).toBeGreaterThan(0);
  });
});
