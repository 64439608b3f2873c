import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildOnlyFilesIn } from './build-only-files';
import type { RecordedRedirect } from './netlify-adapter';

/** The block gatsby-adapter-netlify writes into public/_redirects and public/_headers. */
const ADAPTER_MARKER = '# gatsby-adapter-netlify start';

/** Addresses the shop's own functions answer, and a missing page (Netlify's 404.html). */
const RESERVED_PROBES: Record<string, string> = {
  '/api/probe': 'the api function',
  '/images/probe': 'the images function',
  '/no-such-page-probe': "a missing page (Netlify's 404.html)",
};

interface Redirect {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
}

export interface HeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

export interface NetlifyOutput {
  publicDir: string;
  netlifyToml: string;
  /** The redirects Gatsby gave the adapter (src/build/netlify-adapter.ts records them). */
  adapterRedirects: string;
  /** Where the adapter would write SSR/DSG engine functions. */
  functionsInternalDir: string;
}

/** Netlify's own parsers, so the files are read as Netlify reads them. (ES modules.) */
export async function parsers() {
  const { parseAllRedirects } = await import('@netlify/redirect-parser');
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  return {
    redirects: async (files: string[], netlifyConfigPath?: string) => {
      const result = await parseAllRedirects({
        redirectsFiles: files,
        netlifyConfigPath,
        configRedirects: [],
        minimal: false,
      });
      return { rules: result.redirects as Redirect[], errors: result.errors.map(String) };
    },
    headers: async (files: string[], netlifyConfigPath?: string) => {
      const result = await parseAllHeaders({
        headersFiles: files,
        netlifyConfigPath,
        configHeaders: [],
        minimal: false,
      });
      return { rules: result.headers as HeaderRule[], errors: result.errors.map(String) };
    },
  };
}

/** A path the rule's `from` matches: each `*` and `:placeholder` filled in. */
export const probeFor = (pattern: string) =>
  pattern.replace(/\*/g, 'probe').replace(/:[A-Za-z]\w*/g, 'probe');

/** Netlify's matching of a `from` (a trailing splat, `:placeholder` segments), without query. */
function matches(from: string, address: string): boolean {
  const source = from
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}/?$`).test(address);
}

/** The file a local rewrite serves: the path itself, its pretty-URL .html, or its index.html. */
export function servedFile(publicDir: string, to: string): string | undefined {
  if (/^https?:/.test(to)) return undefined;
  const target = decodeURI(to.replace(/:splat/g, 'probe').split('?')[0] ?? '').replace(/\/$/, '');
  const candidates = [target, `${target}.html`, `${target}/index.html`];
  return candidates
    .map((candidate) => path.join(publicDir, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

const describe = (rule: Redirect) => `${rule.from} → ${rule.to} ${rule.status ?? 301}`;

function adapterFiles(output: NetlifyOutput): string[] {
  return ['_redirects', '_headers'].flatMap((name) => {
    const file = path.join(output.publicDir, name);
    if (!existsSync(file)) return [`public/${name} is missing: gatsby-adapter-netlify did not run`];
    if (!readFileSync(file, 'utf8').includes(ADAPTER_MARKER)) {
      return [`public/${name} has no gatsby-adapter-netlify block: the adapter did not write it`];
    }
    return [];
  });
}

function engineFunctions(output: NetlifyOutput): string[] {
  if (!existsSync(output.functionsInternalDir)) return [];
  const written = readdirSync(output.functionsInternalDir);
  return written.length === 0
    ? []
    : [
        `the adapter wrote functions (${written.join(', ')}) into ` +
          `${output.functionsInternalDir}: an SSR or DSG page; the site must be fully static`,
      ];
}

/** _redirects is read before netlify.toml: nothing in it may answer what netlify.toml answers. */
function redirectProblems(
  publicDir: string,
  fileRules: Redirect[],
  tomlRules: Redirect[],
  recorded: RecordedRedirect[],
): string[] {
  const problems: string[] = [];
  const plain = fileRules.filter(
    (rule) =>
      Object.keys(rule.query ?? {}).length === 0 && Object.keys(rule.conditions ?? {}).length === 0,
  );
  const firstMatch = (address: string) => plain.find((rule) => matches(rule.from, address));
  for (const rule of fileRules) {
    if (/^\/\.netlify\/(functions|builders)\//.test(rule.to)) {
      problems.push(
        `public/_redirects sends ${rule.from} to ${rule.to}: a Gatsby function, SSR or DSG page`,
      );
    }
  }
  for (const [probe, owner] of Object.entries(RESERVED_PROBES)) {
    const rule = firstMatch(probe);
    if (rule)
      problems.push(`public/_redirects claims ${probe}, which is ${owner}'s: ${describe(rule)}`);
  }
  for (const rule of tomlRules) {
    const status = rule.status ?? 301;
    const local = !/^https?:/.test(rule.to);
    const target = local ? servedFile(publicDir, rule.to) : undefined;
    if (local && (status === 200 || status === 404) && !target) {
      problems.push(`netlify.toml's ${describe(rule)} leads to no file in public/`);
    }
    const shadow = firstMatch(probeFor(rule.from));
    if (!shadow) continue;
    const same =
      (shadow.status ?? 301) === status &&
      (shadow.to === rule.to ||
        (target !== undefined && servedFile(publicDir, shadow.to) === target));
    if (!same) {
      problems.push(
        `public/_redirects (read first) answers ${probeFor(rule.from)} with ${describe(shadow)}; ` +
          `netlify.toml says ${describe(rule)}`,
      );
    }
  }
  for (const redirect of recorded) {
    const from = redirect.path.split('?')[0] ?? redirect.path;
    const to = redirect.toPath.replace('*', ':splat');
    const written = fileRules.some(
      (rule) => rule.from === from && rule.to === to && (rule.status ?? 301) === redirect.status,
    );
    if (!written) {
      problems.push(
        `Gatsby's redirect ${from} → ${to} ${redirect.status} is not in public/_redirects`,
      );
    }
  }
  return problems;
}

/** Every header netlify.toml sets is netlify.toml's alone: _headers may not set it again. */
function headerProblems(fileRules: HeaderRule[], tomlRules: HeaderRule[]): string[] {
  const problems: string[] = [];
  const overlap = (a: HeaderRule, b: HeaderRule) =>
    a.forRegExp.test(probeFor(b.for)) || b.forRegExp.test(probeFor(a.for));
  for (const file of fileRules) {
    for (const toml of tomlRules.filter((rule) => overlap(file, rule))) {
      for (const [name, value] of Object.entries(file.values)) {
        const own = Object.entries(toml.values).find(
          ([key]) => key.toLowerCase() === name.toLowerCase(),
        );
        if (!own) continue;
        const [ownName, ownValue] = own;
        if (ownValue !== value) {
          problems.push(
            `public/_headers sets ${name}: ${value} for ${file.for}; netlify.toml sets ` +
              `${ownName}: ${ownValue} for ${toml.for}`,
          );
        } else if (ownName !== name) {
          problems.push(
            `public/_headers sets ${name} for ${file.for} again (netlify.toml: ${ownName}); ` +
              'Netlify warns of the same header in two cases',
          );
        }
      }
    }
  }
  return problems;
}

/**
 * What gatsby-adapter-netlify wrote, checked against netlify.toml before a deploy: its files
 * are there; nothing routes to a Gatsby function (the site is static) or claims the shop's
 * functions' paths or every missing page; no rule of _redirects (read first) answers an address
 * of netlify.toml's [[redirects]] differently, and each of those leads to a file; Gatsby's
 * redirects are written; _headers sets none of netlify.toml's headers again; no source map or
 * webpack stats is left to publish. An empty list: all is well.
 */
export async function checkNetlifyOutput(output: NetlifyOutput): Promise<string[]> {
  const missing = adapterFiles(output);
  if (missing.length > 0) return missing;
  const parse = await parsers();
  const fileRedirects = await parse.redirects([path.join(output.publicDir, '_redirects')]);
  const tomlRedirects = await parse.redirects([], output.netlifyToml);
  const fileHeaders = await parse.headers([path.join(output.publicDir, '_headers')]);
  const tomlHeaders = await parse.headers([], output.netlifyToml);
  const recorded = existsSync(output.adapterRedirects)
    ? (JSON.parse(readFileSync(output.adapterRedirects, 'utf8')) as RecordedRedirect[])
    : undefined;
  return [
    ...[fileRedirects, tomlRedirects, fileHeaders, tomlHeaders].flatMap((parsed) => parsed.errors),
    ...(recorded ? [] : [`${output.adapterRedirects} is missing: the shop's adapter did not run`]),
    ...engineFunctions(output),
    ...redirectProblems(output.publicDir, fileRedirects.rules, tomlRedirects.rules, recorded ?? []),
    ...headerProblems(fileHeaders.rules, tomlHeaders.rules),
    ...buildOnlyFilesIn(output.publicDir).map(
      (file) => `public/${file} would be deployed: it is for the build's tools, not visitors`,
    ),
  ];
}
