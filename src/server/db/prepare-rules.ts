/**
 * What a build may do to its database, by where it runs. Netlify sets CONTEXT on its builds
 * (production, deploy-preview, branch-deploy; `netlify dev` sets dev) and NETLIFY=true.
 */
export interface BuildEnv {
  CONTEXT?: string;
  NETLIFY?: string;
  /** "separate": this deploy context's DATABASE_URL is a database of its own, not the shop's. */
  PREVIEW_DATABASE?: string;
  ADMIN_PASSWORD?: string;
}

/** Builds of code that is not (yet) the shop's: a pull request, another branch. */
const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

export const isPreviewContext = (env: BuildEnv) => PREVIEW_CONTEXTS.has(env.CONTEXT ?? '');

/** A build or seed running on Netlify, whose output ends up in a build log others can read. */
export const onNetlify = (env: BuildEnv) => env.NETLIFY === 'true' || Boolean(env.CONTEXT);

/**
 * "apply": migrate, and load the sample shop into an empty database. "none": build from the
 * database as it is. A preview's DATABASE_URL is the shop's own unless the owner gave previews
 * a database of their own and said so (PREVIEW_DATABASE=separate): a pull request's migration
 * must not reach the shop before it is merged.
 */
export function databaseChanges(env: BuildEnv, request: { readOnly: boolean }): 'apply' | 'none' {
  if (isPreviewContext(env) && env.PREVIEW_DATABASE === 'separate') return 'apply';
  if (request.readOnly) return 'none';
  if (isPreviewContext(env)) {
    throw new Error(
      `refusing to migrate or seed the database in a ${env.CONTEXT} build: its DATABASE_URL ` +
        "may be the shop's own. netlify.toml builds previews with `npm run build:preview`, " +
        'which leaves the database as it is; to let previews migrate and seed, give the ' +
        'Deploy Previews and Branch deploys contexts a DATABASE_URL of their own and set ' +
        'PREVIEW_DATABASE=separate for them.',
    );
  }
  return 'apply';
}

/**
 * A generated administrator password is printed once; in a Netlify build that print is a build
 * log the whole team (and a public repository's previews) can read. There the password must
 * come from the environment.
 */
export function assertMaySeed(env: BuildEnv): void {
  if (!onNetlify(env) || env.ADMIN_PASSWORD) return;
  throw new Error(
    'refusing to load the sample shop without ADMIN_PASSWORD on Netlify: a generated ' +
      'administrator password would be printed into the build log. Set ADMIN_PASSWORD (and ' +
      "ADMIN_EMAIL) in the site's environment variables for the first deploy, or load the shop " +
      'from your machine: DATABASE_URL=… ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run db:seed',
  );
}

/**
 * Whether this build's start and finish are the shop's publish times. A deploy preview or
 * branch deploy builds other code into another address: marking the shop "building" or
 * "published" for it would tell the administrator that changes are live when they are not
 * (unless that preview has a database of its own).
 */
export const recordsPublishing = (env: BuildEnv) =>
  !isPreviewContext(env) || env.PREVIEW_DATABASE === 'separate';
