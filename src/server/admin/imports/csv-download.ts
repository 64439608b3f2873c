import type { Context } from 'hono';

/** A CSV file the browser saves rather than shows. */
export function csvDownload(c: Context, filename: string, csv: string): Response {
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
}

/** products-2025-01-31.csv: the day of the export in the name, so downloads do not overwrite. */
export const datedName = (stem: string, now = new Date()) =>
  `${stem}-${now.toISOString().slice(0, 10)}.csv`;
