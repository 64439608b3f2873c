import { describe, expect, it } from 'vitest';
import { upsertProductBySku } from './upsert-product';

describe('spec 4: "an updated product replaces the one with the same sku or is added if none matches"', () => {
  const list = [
    { sku: 'A', name: 'a' },
    { sku: 'B', name: 'b' },
  ];

  it('replaces the product with the same sku in place', () => {
    expect(upsertProductBySku(list, { sku: 'A', name: 'a2' })).toEqual([
      { sku: 'A', name: 'a2' },
      { sku: 'B', name: 'b' },
    ]);
  });

  it('adds it when no sku matches', () => {
    expect(upsertProductBySku(list, { sku: 'C', name: 'c' })).toHaveLength(3);
  });

  it('leaves the input list alone', () => {
    upsertProductBySku(list, { sku: 'A', name: 'x' });
    expect(list[0]?.name).toBe('a');
  });
});
