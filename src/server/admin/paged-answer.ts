import { describedAnswer } from '../http/route/define-route';

/** The keys of one page of a list the back office pages and counts (docs/api-admin.md). */
export const pageKeys = (key: string, what: string) => ({
  [key]: what,
  total: 'How many match',
  page: 'This page',
  rows: 'Rows a page',
});

/** `{ <key>, total, page, rows }`: one page of a list, `A` the service's answer. */
export const pagedAnswer = <A>(key: string, what: string) =>
  describedAnswer<A>({ description: `{ ${key}, total, page, rows }`, keys: pageKeys(key, what) });
