import { describe, expect, it } from 'vitest';
import { catalogueSearchQuery } from './catalogue-search-query';

describe('spec 7: "Search words free and top map to free=0 and top=0."', () => {
  it('maps free to free=0 (free-delivery products)', () => {
    expect(catalogueSearchQuery('free')).toEqual({ free: '0' });
    expect(catalogueSearchQuery(' Free ')).toEqual({ free: '0' });
  });

  it('maps top to top=0 (featured products)', () => {
    expect(catalogueSearchQuery('top')).toEqual({ top: '0' });
    expect(catalogueSearchQuery('TOP')).toEqual({ top: '0' });
  });

  it('sends any other text as search', () => {
    expect(catalogueSearchQuery('free bag')).toEqual({ search: 'free bag' });
    expect(catalogueSearchQuery('topo')).toEqual({ search: 'topo' });
  });

  it('sends nothing for empty text', () => {
    expect(catalogueSearchQuery('  ')).toEqual({});
  });
});
