import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptSources } from './content-security-policy';
import { htmlFiles } from './csp-headers';
import { inlineCode, type InlineCode } from './inline-scripts';
import { parsers, probeFor, servedFile, type HeaderRule } from './netlify-output-check';

/** Where the published site is and the netlify.toml that goes with it. */
export interface PolicySite {
  publicDir: string;
  netlifyToml: string;
}

/** An address a browser asks for and the HTML file Netlify answers it with. */
interface Served {
  address: string;
  file: string;
}

/** The addresses of a page file: itself, and its pretty URL (about.html → /about). */
function ownAddresses(file: string): string[] {
  const url = `/${file.split(path.sep).join('/')}`;
  if (url.endsWith('/index.html')) return [url, url.slice(0, -'index.html'.length)];
  return [url, url.slice(0, -'.html'.length)];
}

/** Every page at its own addresses, each rewrite of netlify.toml, and a missing page. */
async function servedPages(site: PolicySite): Promise<Served[]> {
  const served: Served[] = (await htmlFiles(site.publicDir)).flatMap((file) =>
    ownAddresses(file).map((address) => ({ address, file })),
  );
  const parse = await parsers();
  const redirects = await parse.redirects([], site.netlifyToml);
  for (const rule of redirects.rules) {
    if (rule.status !== 200 && rule.status !== 404) continue;
    const target = servedFile(site.publicDir, rule.to);
    if (target) {
      served.push({ address: probeFor(rule.from), file: path.relative(site.publicDir, target) });
    }
  }
  served.push({ address: '/no-such-page-probe', file: '404.html' });
  return served;
}

const policyOf = (rule: HeaderRule) =>
  Object.entries(rule.values).find(([name]) => name.toLowerCase() === 'content-security-policy');

/**
 * What a browser would block, or let run unchecked, on the published site: every address of
 * every HTML page, netlify.toml's rewrites and a missing page must get exactly one
 * Content-Security-Policy (from public/_headers or netlify.toml: Netlify would send two
 * matching ones both, and a browser enforces each), whose script sources have no
 * 'unsafe-inline' and list the hash of every inline script of the file served there; and no
 * page may carry an inline event handler. An empty list: all is well.
 */
export async function policyProblems(site: PolicySite): Promise<string[]> {
  const parse = await parsers();
  const headers = await parse.headers([path.join(site.publicDir, '_headers')], site.netlifyToml);
  const rules = headers.rules.filter((rule) => policyOf(rule));
  const code = new Map<string, InlineCode>();
  const codeOf = async (file: string) => {
    const known = code.get(file);
    if (known) return known;
    const found = await inlineCode(await readFile(path.join(site.publicDir, file), 'utf8'));
    code.set(file, found);
    return found;
  };
  const problems = [...headers.errors];
  const handlersTold = new Set<string>();
  for (const { address, file } of await servedPages(site)) {
    const matching = rules.filter((rule) => rule.forRegExp.test(address));
    const [rule, ...more] = matching;
    if (!rule) {
      problems.push(`${address} (${file}) gets no Content-Security-Policy`);
      continue;
    }
    if (more.length > 0) {
      problems.push(
        `${address} (${file}) gets ${matching.length} Content-Security-Policy headers ` +
          `(rules ${matching.map((each) => each.for).join(', ')}); a browser enforces each`,
      );
      continue;
    }
    const sources = inlineScriptSources(policyOf(rule)?.[1] ?? '');
    if (sources.includes("'unsafe-inline'")) {
      problems.push(`${address} (${file}): script-src allows 'unsafe-inline' (rule ${rule.for})`);
    }
    const found = await codeOf(file);
    for (const script of found.scripts) {
      if (!sources.includes(script.hash)) {
        problems.push(
          `${address} (${file}): the inline script ${script.hash} (${script.text.slice(0, 60)}) ` +
            `is not allowed by its Content-Security-Policy (rule ${rule.for})`,
        );
      }
    }
    if (handlersTold.has(file)) continue;
    handlersTold.add(file);
    for (const handler of found.handlers) {
      problems.push(`${file}: ${handler} is blocked by any policy without 'unsafe-inline'`);
    }
  }
  return [...new Set(problems)];
}
