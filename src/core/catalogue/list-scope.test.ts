import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ProductFilters } from './filter-products';
import { inScope, scopePageQuery, scopeQuery } from './list-scope';
import { makeProduct } from './testing/make-product';

describe('list scope', () => {
  const tote = makeProduct({
    category: 'Bags',
    brand: 'Bella Roma',
    subCategory: 'Totes; Shoulder',
  });

  it('keeps products of the category, brand and sub-category named', () => {
    expect(inScope(tote, {})).toBe(true);
    expect(inScope(tote, { category: 'bags' })).toBe(true);
    expect(inScope(tote, { category: 'Luggage' })).toBe(false);
    expect(inScope(tote, { category: 'Bags', subCategory: 'Shoulder' })).toBe(true);
    expect(inScope(tote, { category: 'Bags', subCategory: 'Clutches' })).toBe(false);
    expect(inScope(tote, { brand: 'Bella Roma', category: 'Bags' })).toBe(true);
    expect(inScope(tote, { brand: 'Other' })).toBe(false);
  });

  it('asks the API the same question, search words mapped as spec section 7 says', () => {
    expect(scopeQuery({ category: 'Bags', subCategory: 'Totes' }, 1000).toString()).toBe(
      'rows=1000&category=Bags&subcategory=Totes',
    );
    expect(scopeQuery({ term: 'leather_tote' }, 1000).toString()).toBe(
      'rows=1000&search=leather+tote',
    );
    expect(scopeQuery({ term: 'free' }, 1000).toString()).toBe('rows=1000&free=0');
    expect(scopeQuery({ term: 'Top' }, 1000).toString()).toBe('rows=1000&top=0');
  });

  it('asks for one page of a scope with its checks, sort and language (issue 27.2)', () => {
    const filters: ProductFilters = {
      ...NO_FILTERS,
      colors: ['Red', 'Black'],
      priceBands: ['0-50'],
      sortIndex: 2,
    };
    const query = scopePageQuery({ category: 'Bags' }, filters, 3, 12, 'ita');
    expect(Object.fromEntries(query)).toEqual({
      rows: '12',
      category: 'Bags',
      page: '3',
      lng: 'ita',
      sort: '2',
      color: 'Red;Black',
      price: '0-50',
    });
    expect(query.getAll('rows')).toEqual(['12']);
  });
});
