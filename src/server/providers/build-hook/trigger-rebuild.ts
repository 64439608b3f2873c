/**
 * Netlify build hooks: an empty POST to the hook URL (Site settings → Build & deploy → Build
 * hooks) queues a fresh build of the site, which reads the catalogue again. The URL is a
 * secret (anyone holding it can start builds), so it only comes from BUILD_HOOK_URL.
 */
export type RebuildResult = { triggered: true; status: number } | { triggered: false };

export async function triggerRebuild(
  hookUrl = process.env.BUILD_HOOK_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<RebuildResult> {
  if (!hookUrl) return { triggered: false };
  const url = new URL(hookUrl);
  if (url.protocol !== 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
    throw new Error('BUILD_HOOK_URL must be an https address');
  }
  const res = await fetchImpl(url, { method: 'POST', body: '{}' });
  if (!res.ok) throw new Error(`the build hook answered ${res.status}`);
  return { triggered: true, status: res.status };
}
