/**
 * Whether this build runs on Netlify's build machines, where gatsby-adapter-netlify's cache
 * hooks keep .cache and public/ between deploys (in /opt/build/cache). Netlify sets BUILD_ID
 * there; the browser tests and CI set NETLIFY=true alone to build as Netlify does, and must not
 * write to /opt. Everywhere else the build keeps .cache and public/ where they are.
 */
export function keepsNetlifyBuildCache(env: NodeJS.ProcessEnv): boolean {
  return env.NETLIFY === 'true' && Boolean(env.BUILD_ID) && !env.NETLIFY_LOCAL;
}
