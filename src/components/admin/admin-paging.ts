/** One page of a list the API pages and counts ({ <key>: [...], total, page, rows }). */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  rows: number;
}

const count = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** Reads a paged answer; a missing list or count reads as empty rather than breaking the screen. */
export const pagedListOf =
  <T>(key: string) =>
  (body: Record<string, unknown>): PagedList<T> => {
    const items = Array.isArray(body[key]) ? (body[key] as T[]) : [];
    return {
      items,
      total: count(body.total, items.length),
      page: Math.max(1, count(body.page, 1)),
      rows: Math.max(1, count(body.rows, items.length || 1)),
    };
  };

/** Where the page sits in the whole list: "21–40 of 95", and how many pages there are. */
export interface PageSpan {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
}

export function pageSpan({ page, rows, total }: Omit<PagedList<unknown>, 'items'>): PageSpan {
  const size = Math.max(1, rows);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  const first = total === 0 ? 0 : (current - 1) * size + 1;
  return { page: current, pages, first, last: Math.min(total, current * size), total };
}

/** The list with the entry the API answered with in place of the one with its id. */
export function replaceById<T extends { _id: string }>(list: PagedList<T>, entry: T): PagedList<T> {
  return { ...list, items: list.items.map((item) => (item._id === entry._id ? entry : item)) };
}

/** The list without a deleted entry, counted one less. */
export function removeById<T extends { _id: string }>(
  list: PagedList<T>,
  id: string,
): PagedList<T> {
  const items = list.items.filter((item) => item._id !== id);
  const removed = list.items.length - items.length;
  return { ...list, items, total: Math.max(0, list.total - removed) };
}

/**
 * The query of one page of an admin list filtered by status (`status` empty: every record), the
 * page a whole number from 1.
 */
export function statusPageQuery(status: string, page: number, rows: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', String(Math.max(1, Math.floor(page) || 1)));
  params.set('rows', String(rows));
  return params.toString();
}
