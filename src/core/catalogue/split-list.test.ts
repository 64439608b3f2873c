import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

describe('spec 9: "Sub-categories and brands are split on semicolons." (spec 2: "semicolon-separated, trimmed")', () => {
  it('splits, trims and drops empty entries', () => {
    expect(splitList('a; b;;c')).toEqual(['a', 'b', 'c']);
    expect(splitList(' Tote Bags ; Clutches ;')).toEqual(['Tote Bags', 'Clutches']);
  });

  it('gives an empty list for nothing', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList(' ; ; ')).toEqual([]);
    expect(splitList(null)).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });

  it('keeps a single entry', () => {
    expect(splitList('Backpacks')).toEqual(['Backpacks']);
  });
});
