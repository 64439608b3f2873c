import { purgeCache } from '@netlify/functions';
import type { CacheTag } from '../../core/cdn/cache-policy';
import { runsOnNetlify } from '../config/runtime';

export type PurgeTarget = 'netlify' | 'memory';

export interface RecordedPurge {
  tags: CacheTag[];
  /** What changed, for the log: "POST /api/admin_brands", "order placed". */
  cause: string;
  target: PurgeTarget;
}

/**
 * Netlify's CDN only where Netlify runs the function: it gives deployed functions SITE_ID (and
 * the purge token purgeCache reads). Under `netlify dev`, the local API host and tests there is
 * no CDN in front, so nothing is called.
 */
export function purgeTarget(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PurgeTarget {
  return runsOnNetlify(env) ? 'netlify' : 'memory';
}

/** A purge that hangs must not hold the write's answer for long. */
const PURGE_TIMEOUT_MS = 5_000;
/** The latest purges of this process, for tests and a curious developer; older ones drop off. */
const KEEP = 500;
const recorded: RecordedPurge[] = [];

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Purges the CDN's answers tagged with any of these tags, after the write committed. Never
 * throws: the write is saved, and a failed purge only leaves the kept answers to expire
 * (CDN_FRESH_SECONDS, plus their stale window), which is logged.
 */
export async function purgeCdnTags(tags: readonly CacheTag[], cause: string): Promise<void> {
  const unique = [...new Set(tags)].sort();
  if (unique.length === 0) return;
  const target = purgeTarget();
  recorded.push({ tags: unique, cause, target });
  if (recorded.length > KEEP) recorded.splice(0, recorded.length - KEEP);
  if (target !== 'netlify') return;
  try {
    await withTimeout(purgeCache({ tags: unique }), PURGE_TIMEOUT_MS);
  } catch (err) {
    console.error(
      `[cdn] purging ${unique.join(', ')} after ${cause} failed:`,
      err instanceof Error ? err.message : err,
    );
  }
}

/** The purges this process made (or, locally, would have made), oldest first. */
export function recordedPurges(): readonly RecordedPurge[] {
  return recorded.map((purge) => ({ ...purge, tags: [...purge.tags] }));
}

export function clearRecordedPurges(): void {
  recorded.length = 0;
}
