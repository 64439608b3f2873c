const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are uuids. Anything else names no row, so callers answer 404 at once instead of
 * letting PostgreSQL fail on the cast (which would be a 500, and a different answer to probe).
 */
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
