import { randomBytes } from 'node:crypto';
import type { SeededServer } from '../../tests/support/seeded-server';
import { NO_TELEMETRY } from '../netlify-dev';
import type { Workspace } from './workspace';

/** The environment of a bench build and of netlify dev: the throwaway database, the copy as root. */
export function siteEnv(
  db: Pick<SeededServer, 'databaseUrl' | 'dataDir'>,
  workspace: Workspace,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PROJECT_ROOT: workspace.dir,
    DATABASE_URL: db.databaseUrl,
    DATA_DIR: db.dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ...NO_TELEMETRY,
  };
}
