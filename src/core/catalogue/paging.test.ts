import { describe, expect, it } from 'vitest';
import { INITIAL_PAGING, PAGE_SIZE, pageBounds, pageCount, pageItems, pageWindow } from './paging';

describe('spec 9: "Page size 12."', () => {
  it('is 12', () => {
    expect(PAGE_SIZE).toBe(12);
  });
});

describe('spec 4: paging resets "to page 1, start index 0, end index 11, sort index 0"', () => {
  it('is the initial paging', () => {
    expect(INITIAL_PAGING).toEqual({ page: 1, startIndex: 0, endIndex: 11, sortIndex: 0 });
  });

  it('page 1 is 0..11, page 2 is 12..23', () => {
    expect(pageBounds(1)).toEqual({ page: 1, startIndex: 0, endIndex: 11 });
    expect(pageBounds(2)).toEqual({ page: 2, startIndex: 12, endIndex: 23 });
  });

  it('reads impossible pages as page 1', () => {
    expect(pageBounds(0).page).toBe(1);
    expect(pageBounds(-3).page).toBe(1);
    expect(pageBounds(1.5).page).toBe(1);
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(24)).toBe(2);
  });

  it('slices a page of items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 12));
    expect(pageItems(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageItems(items, 4)).toEqual([]);
  });
});

describe('pageWindow', () => {
  it('offers every page of a short list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('offers the first, the last and two either side of the page, with gaps between', () => {
    expect(pageWindow(1, 94)).toEqual([1, 2, 3, null, 94]);
    expect(pageWindow(50, 94)).toEqual([1, null, 48, 49, 50, 51, 52, null, 94]);
    expect(pageWindow(94, 94)).toEqual([1, null, 92, 93, 94]);
  });

  it('shows a single left-out number rather than a gap', () => {
    expect(pageWindow(5, 94)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 94]);
    expect(pageWindow(90, 94)).toEqual([1, null, 88, 89, 90, 91, 92, 93, 94]);
  });
});
