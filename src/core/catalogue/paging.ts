import { PAGE_SIZE } from '../constants';
import { DEFAULT_SORT_INDEX } from './sort-products';

export { PAGE_SIZE };

/** endIndex is inclusive, as in the spec's "start index 0, end index 11". */
export interface PageBounds {
  page: number;
  startIndex: number;
  endIndex: number;
}

export interface Paging extends PageBounds {
  sortIndex: number;
}

/**
 * Spec section 4: loading products "resets paging to page 1, start index 0, end index 11, sort
 * index 0"; changing filters or sort resets paging too.
 */
export const INITIAL_PAGING: Readonly<Paging> = {
  page: 1,
  startIndex: 0,
  endIndex: PAGE_SIZE - 1,
  sortIndex: DEFAULT_SORT_INDEX,
};

/** Pages count from 1; anything below 1 or not whole is read as page 1. */
export function pageBounds(page: number): PageBounds {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const startIndex = (safePage - 1) * PAGE_SIZE;
  return { page: safePage, startIndex, endIndex: startIndex + PAGE_SIZE - 1 };
}

/** An empty list has 0 pages. */
export function pageCount(total: number): number {
  return total <= 0 ? 0 : Math.ceil(total / PAGE_SIZE);
}

export function pageItems<T>(items: readonly T[], page: number): T[] {
  const { startIndex, endIndex } = pageBounds(page);
  return items.slice(startIndex, endIndex + 1);
}

/**
 * The page numbers a pager offers: the first, the last, and `around` either side of `page`;
 * null where numbers are left out. A gap of one number shows that number instead, so every
 * gap hides at least two. A list of thousands of pages stays a handful of buttons.
 */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of numbers) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push(null);
    items.push(n);
  }
  return items;
}
