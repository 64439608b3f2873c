/** Which builder BUILD_HOOK_URL reaches, for the admin's wording (never the secret URL). */
export type BuildHookKind = 'netlify' | 'local' | 'custom' | 'none';

export function buildHookKind(hookUrl: string | undefined): BuildHookKind {
  if (!hookUrl) return 'none';
  let host: string;
  try {
    host = new URL(hookUrl).hostname;
  } catch {
    return 'custom';
  }
  if (host === 'api.netlify.com') return 'netlify';
  if (host === 'localhost' || host === '127.0.0.1') return 'local';
  return 'custom';
}

/**
 * The site is stale when the catalogue changed after the newest published build read the
 * database, or changed and was never published.
 */
export function isStale(changedAt: Date | null, publishedAt: Date | null): boolean {
  if (!changedAt) return false;
  return !publishedAt || changedAt.getTime() > publishedAt.getTime();
}

/**
 * A build asked for, or started, longer ago than this and not published is no longer "on its
 * way": it failed or was lost, and the admin may publish again instead of waiting for it.
 */
export const PENDING_WINDOW_MS = 30 * 60_000;

export interface PublishTimes {
  publishedAt: Date | null;
  requestedAt: Date | null;
  buildStartedAt: Date | null;
}

/**
 * queued: an administrator asked for a build that has not started yet (a build that began
 * before the request may be running; the queued one follows it). building: a build began after
 * the newest published one and has not finished. idle: neither, or too long ago to believe.
 */
export type PublishPhase = 'queued' | 'building' | 'idle';

const after = (a: Date | null, b: Date | null) => a !== null && (b === null || a > b);
const recent = (at: Date, now: Date) => now.getTime() - at.getTime() < PENDING_WINDOW_MS;

export function publishPhase(times: PublishTimes, now: Date): PublishPhase {
  const { publishedAt, requestedAt, buildStartedAt } = times;
  if (
    requestedAt !== null &&
    recent(requestedAt, now) &&
    after(requestedAt, publishedAt) &&
    after(requestedAt, buildStartedAt)
  ) {
    return 'queued';
  }
  if (
    buildStartedAt !== null &&
    recent(buildStartedAt, now) &&
    after(buildStartedAt, publishedAt)
  ) {
    return 'building';
  }
  return 'idle';
}
