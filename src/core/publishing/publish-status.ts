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
