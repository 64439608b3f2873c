import type { Config } from '@netlify/functions';
import { assertDeploySettings } from '../src/server/api/deploy-settings';
import { getDb } from '../src/server/db/client';
import { purgeExpired } from '../src/server/housekeeping/purge-expired';

/** Every hour: deletes expired carts, sessions and links (see purgeExpired). */
export default async function purgeExpiredRows(): Promise<Response> {
  assertDeploySettings();
  const report = await purgeExpired(await getDb());
  console.log(
    `purge: ${report.carts} expired carts, ${report.sessions} sessions, ${report.links} links, ${report.windows} rate windows deleted`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
