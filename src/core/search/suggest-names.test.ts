import { describe, expect, it } from 'vitest';
import { matchNames } from './suggest-names';

const entry = (eng: string, ita: string) => ({
  name: eng,
  lng: { eng: { name: eng }, ita: { name: ita } },
});
const CATEGORIES = [
  entry('Bags', 'Borse'),
  entry('Backpacks', 'Zaini'),
  entry('Handbags', 'Borse a mano'),
  entry('Belts', 'Cinture'),
  entry('Leather goods', 'Pelletteria'),
];
const labels = (list: { label: string }[]) => list.map((m) => m.label);

describe('categories and brands offered as you type (issue 18)', () => {
  it('matches word starts in either language and shows the page language', () => {
    expect(labels(matchNames(CATEGORIES, 'ba', 'eng', 3))).toEqual(['Backpacks', 'Bags']);
    expect(labels(matchNames(CATEGORIES, 'bor', 'eng', 3))).toEqual(['Bags', 'Handbags']);
    expect(labels(matchNames(CATEGORIES, 'bor', 'ita', 3))).toEqual(['Borse', 'Borse a mano']);
    expect(labels(matchNames(CATEGORIES, 'zaini', 'eng', 3))).toEqual(['Backpacks']);
  });

  it('puts names that start with the text before names with a later matching word', () => {
    expect(labels(matchNames(CATEGORIES, 'mano', 'ita', 3))).toEqual(['Borse a mano']);
    expect(labels(matchNames(CATEGORIES, 'goods leather', 'eng', 3))).toEqual(['Leather goods']);
    const brands = [entry('Bag Co', 'Bag Co'), entry('The Bag', 'The Bag')];
    expect(labels(matchNames(brands, 'bag', 'eng', 3))).toEqual(['Bag Co', 'The Bag']);
  });

  it('ignores case and accents, caps the count and finds nothing for no match', () => {
    expect(labels(matchNames([entry('Pelle', 'Pellé')], 'PELLE', 'ita', 3))).toEqual(['Pellé']);
    expect(matchNames(CATEGORIES, 'b', 'eng', 2)).toHaveLength(2);
    expect(matchNames(CATEGORIES, 'shoes', 'eng', 3)).toEqual([]);
    expect(matchNames(CATEGORIES, '  ', 'eng', 3)).toEqual([]);
  });

  it('falls back to the English name when the page language has none', () => {
    expect(labels(matchNames([entry('Totes', '')], 'tot', 'ita', 3))).toEqual(['Totes']);
  });
});
