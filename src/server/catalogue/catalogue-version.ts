import type { Db } from '../db/client';

/** The token before the first catalogue write made the row (a database just migrated). */
export const NO_CATALOGUE_VERSION = 'none';

/**
 * The catalogue's token now (table catalogue_version, kept by triggers): equal tokens mean
 * equal catalogue rows, so an answer read under this token is still the answer. One
 * single-row read by primary key, sent as a simple query (no parse and plan round trip).
 */
export async function readCatalogueVersion(db: Db): Promise<string> {
  const { rows } = await db.$client.query<{ version: string }>(
    'select version from catalogue_version',
  );
  return rows[0]?.version ?? NO_CATALOGUE_VERSION;
}
