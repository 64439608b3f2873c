import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../../src/build/content-security-policy';

export interface ProxiedFunction {
  pattern: string;
  /** Static files first (Netlify's preferStatic): the rewrite applies only where none exists. */
  preferStatic: boolean;
}

/** `[[redirects]]` entries that send each function's paths to the long-lived host. */
export function proxyRedirects(hostUrl: string, functions: ProxiedFunction[]): string {
  return functions
    .map(({ pattern, preferStatic }) => {
      const to = pattern.endsWith('/*') ? `${pattern.slice(0, -1)}:splat` : pattern;
      return [
        '[[redirects]]',
        `  from = ${JSON.stringify(pattern)}`,
        `  to = ${JSON.stringify(`${hostUrl}${to}`)}`,
        '  status = 200',
        `  force = ${preferStatic ? 'false' : 'true'}`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * The policy for `gatsby develop` behind netlify dev (npm start), where no build wrote
 * public/_headers: develop's pages carry no inline script (gatsby/cache-dir/
 * develop-static-entry.js), so the site's policy with no hash at all. Added after the
 * headers of public/_headers, which netlify dev reads first, so a previous build's hashes
 * there do not apply to develop's pages.
 */
export function developPolicyHeaders(): string {
  return [
    '[[headers]]',
    '  for = "/*"',
    '  [headers.values]',
    `    Content-Security-Policy = ${JSON.stringify(contentSecurityPolicy([]))}`,
  ].join('\n');
}

/**
 * netlify.toml as the local server must read it: the same headers and redirects, no functions
 * of its own (an empty folder) and its functions' paths proxied to the host. The built site's
 * Content-Security-Policy comes from public/_headers, as on Netlify; `gatsby develop` (site
 * "develop") gets developPolicyHeaders(). netlify-cli 27 has
 * no --config option, so the file goes into a folder of its own that `netlify dev --cwd` runs
 * from (.netlify/local-dev/<pid>); paths in it are absolute. Returns that folder.
 */
export function writeLocalDevConfig(
  projectDir: string,
  hostUrl: string,
  functions: ProxiedFunction[],
  site: 'built' | 'develop' = 'built',
): string {
  // One folder per process: netlify dev reloads its config when the file changes, so two local
  // servers of one checkout (a test run beside npm run serve) must not share it.
  const folder = path.join(projectDir, '.netlify/local-dev', String(process.pid));
  const empty = path.join(folder, 'no-functions');
  mkdirSync(empty, { recursive: true });
  const source = readFileSync(path.join(projectDir, 'netlify.toml'), 'utf8');
  const setting = (text: string, key: string, value: (old: string) => string) => {
    const line = new RegExp(`^(\\s*${key}\\s*=\\s*)"([^"]*)"`, 'm');
    const found = line.exec(text);
    if (!found) throw new Error(`netlify.toml: no ${key} setting`);
    const [, lead, old = ''] = found;
    return text.replace(line, () => `${lead}${JSON.stringify(value(old))}`);
  };
  let toml = setting(source, 'functions', () => empty);
  toml = setting(toml, 'publish', (dir) => path.resolve(projectDir, dir));
  toml += `\n# Written by scripts/local-api: the functions run in one long-lived local process.\n${proxyRedirects(hostUrl, functions)}\n`;
  if (site === 'develop') toml += `\n${developPolicyHeaders()}\n`;
  writeFileSync(path.join(folder, 'netlify.toml'), toml);
  return folder;
}
