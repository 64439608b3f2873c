/* What the back office's calls share in their declarations (docs/api-admin.md). */

/** The people screens' calls: reviews, messages and customers, for administrators only. */
export const PEOPLE_CALL = { tag: 'admin-people', access: 'admin' } as const;

/** `{ <key>, total, page, rows }`: one page of a list the back office pages and counts. */
export const pageTexts = (key: string, what: string) => ({
  description: `{ ${key}, total, page, rows }`,
  keys: { [key]: what, total: 'How many match', page: 'This page', rows: 'Rows a page' },
});

/** `{ <key> }`: one record as it is now. */
export const recordTexts = (key: string, what: string) => ({
  description: `{ ${key} }`,
  keys: { [key]: what },
});

/** The refusal of a call naming a record that does not exist. */
export const UNKNOWN_ID = 'Unknown _id';
