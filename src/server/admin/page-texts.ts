/** The document's words for one page of a list the back office pages and counts. */
export const pageTexts = (key: string, what: string) => ({
  description: `{ ${key}, total, page, rows }`,
  keys: { [key]: what, total: 'How many match', page: 'This page', rows: 'Rows a page' },
});
