/**
 * True on a deploy (Netlify's, any context, or another host running with NODE_ENV=production),
 * false on a developer's machine: a deploy must have its real secrets, never the local stand-ins.
 *
 * Netlify gives functions at run time only URL, SITE_NAME and SITE_ID among its read-only
 * variables (CONTEXT exists at build time only) and defines the `Netlify` global in the
 * function runtime; `netlify dev` imitates both and says so with NETLIFY_DEV / NETLIFY_LOCAL.
 */
export function isDeployed(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NETLIFY_DEV === 'true' || env.NETLIFY_LOCAL === 'true') return false;
  return (
    env.CONTEXT === 'production' ||
    env.NODE_ENV === 'production' ||
    Boolean(env.SITE_ID?.trim()) ||
    'Netlify' in globalThis
  );
}
