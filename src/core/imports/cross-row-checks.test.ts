import { describe, expect, it } from 'vitest';
import { crossRowErrors } from './cross-row-checks';

describe('crossRowErrors', () => {
  it('flags a repeated sku and a repeated route name on the later row', () => {
    expect(
      crossRowErrors([
        { row: 1, sku: 'A', name: 'Red Bag' },
        { row: 2, sku: 'B', name: 'Blue bag' },
        { row: 3, sku: 'a', name: 'Green bag' },
        { row: 5, sku: 'C', name: 'Red  bag!' },
        { row: 6, sku: 'D', name: 'Red bag' },
      ]),
    ).toEqual([
      { row: 3, column: 'sku', message: 'The sku a is also on row 1' },
      { row: 6, column: 'eng_name', message: 'The name gives the same page address as row 5' },
    ]);
  });

  it('passes a file of distinct rows and ignores rows without a name', () => {
    expect(
      crossRowErrors([
        { row: 1, sku: 'A' },
        { row: 2, sku: 'B' },
      ]),
    ).toEqual([]);
  });
});
