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

/**
 * True where Netlify itself runs the function (a deploy of any context): Netlify gives deployed
 * functions SITE_ID; `netlify dev`, the local functions host and tests are not Netlify.
 */
export function runsOnNetlify(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  const local = env.NETLIFY_DEV === 'true' || env.NETLIFY_LOCAL === 'true';
  return Boolean(env.SITE_ID?.trim()) && !local;
}
