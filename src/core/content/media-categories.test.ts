import { describe, expect, it } from 'vitest';
import {
  groupByCategory,
  mediaCategories,
  mediaText,
  youtubeWatchUrl,
  type MediaItem,
} from './media-categories';

const item = (
  id: number,
  eng: [category: string, title?: string],
  ita: [category: string, title?: string] = ['', ''],
): MediaItem & { id: number } => ({
  id,
  lng: {
    eng: { category: eng[0], title: eng[1] ?? `Title ${id}`, descr: `Descr ${id}` },
    ita: { category: ita[0], title: ita[1] ?? '', descr: '' },
  },
});

const ITEMS = [
  item(1, ['Workshop'], ['Laboratorio', 'Il taglio']),
  item(2, ['Collections'], ['Collezioni']),
  item(3, ['Travel'], ['Viaggi']),
  item(4, ['Workshop'], ['Laboratorio']),
  item(5, [' Collections '], ['Collezioni']),
];

describe('mediaCategories', () => {
  it('lists each English category once, sorted alphabetically', () => {
    expect(mediaCategories(ITEMS)).toEqual(['Collections', 'Travel', 'Workshop']);
  });

  it('ignores items without a category and sorts without regard to case', () => {
    const items = [item(1, ['beach']), item(2, ['']), item(3, ['Alps']), item(4, ['  '])];
    expect(mediaCategories(items)).toEqual(['Alps', 'beach']);
  });

  it('gives an empty list for no items', () => {
    expect(mediaCategories([])).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('groups by English category, keeping the shop order inside a group', () => {
    const groups = groupByCategory(ITEMS, 'eng');
    expect(groups.map((g) => [g.category, g.label, g.items.map((i) => i.id)])).toEqual([
      ['Collections', 'Collections', [2, 5]],
      ['Travel', 'Travel', [3]],
      ['Workshop', 'Workshop', [1, 4]],
    ]);
  });

  it('labels and sorts the groups in the page language', () => {
    const groups = groupByCategory(ITEMS, 'ita');
    expect(groups.map((g) => [g.category, g.label])).toEqual([
      ['Collections', 'Collezioni'],
      ['Workshop', 'Laboratorio'],
      ['Travel', 'Viaggi'],
    ]);
  });

  it('falls back to the English name for an untranslated category', () => {
    const groups = groupByCategory(
      [item(1, ['Travel'], ['']), item(2, ['Travel'], ['Viaggi'])],
      'ita',
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.label).toBe('Viaggi');
    expect(groupByCategory([item(1, ['Travel'])], 'ita')[0]?.label).toBe('Travel');
  });

  it('puts items without a category in a last group with an empty key', () => {
    const groups = groupByCategory([item(1, ['']), item(2, ['Zoo']), item(3, ['  '])], 'eng');
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Zoo', [2]],
      ['', [1, 3]],
    ]);
  });
});

describe('mediaText', () => {
  it('takes each field in the language, falling back to English field by field', () => {
    expect(mediaText(ITEMS[0]!, 'ita')).toEqual({
      category: 'Laboratorio',
      title: 'Il taglio',
      descr: 'Descr 1',
    });
    expect(mediaText(ITEMS[0]!, 'eng').title).toBe('Title 1');
  });
});

describe('youtubeWatchUrl', () => {
  it('links a video id to its YouTube page', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeWatchUrl(' a-b_c1234XY ')).toBe('https://www.youtube.com/watch?v=a-b_c1234XY');
  });

  it('refuses what is not an id', () => {
    expect(youtubeWatchUrl('')).toBeUndefined();
    expect(youtubeWatchUrl('https://youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeWatchUrl('dQw4w9WgXc')).toBeUndefined();
    expect(youtubeWatchUrl('dQw4w9WgXc"')).toBeUndefined();
  });
});
