import path from 'node:path';
import type * as EmbeddedModule from './embedded';
import { dataDir } from '../config/paths';
import { envNumber } from '../config/env-number';

let embedded: Promise<string> | undefined;

export const DEFAULT_EMBEDDED_PORT = 54329;

/**
 * DATABASE_URL when set (any PostgreSQL: Netlify Database, Neon, RDS, ...); otherwise the
 * embedded server under .data/pg, started on first use. Both go through the same pg driver.
 */
export function resolveDatabaseUrl(): Promise<string> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return Promise.resolve(fromEnv);
  // A computed specifier keeps the bundler of a deployed function from packing the embedded
  // server's binaries: production always has DATABASE_URL.
  const embeddedModule = './embedded';
  embedded ??= (import(embeddedModule) as Promise<typeof EmbeddedModule>).then(
    ({ startEmbeddedPostgres }) =>
      startEmbeddedPostgres({
        dir: path.join(dataDir(), 'pg'),
        port: envNumber('EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PORT),
        persistent: true,
      }).then((server) => server.url),
  );
  return embedded;
}
