import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptSources, parsePolicy } from './content-security-policy';
import { policyProblems } from './csp-check';
import { CSP_BLOCK_START, writeContentSecurityPolicy } from './csp-headers';
import { inlineCode, scriptHash } from './inline-scripts';
import { samePagePathScript } from './page-path-script';

const NETLIFY_TOML = path.resolve('netlify.toml');

/** What the adapter leaves in public/_headers before the policy is added. */
const ADAPTER_HEADERS = [
  '# gatsby-adapter-netlify start',
  '/*',
  '  cache-control: public, max-age=0, must-revalidate',
  '/static/*',
  '  cache-control: public, max-age=31536000, immutable',
  '# gatsby-adapter-netlify end',
  '',
].join('\n');

/** Gatsby's end of <body> (gatsby/cache-dir/static-entry.js with slices), for one page. */
function gatsbyPostBody(pagePath: string): ReactNode[] {
  const inline = (key: string, text: string, id?: string) =>
    h('script', { key, id, dangerouslySetInnerHTML: { __html: text } });
  return [
    inline(
      'script-loader',
      `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
      'gatsby-script-loader',
    ),
    inline('chunk-mapping', 'window.___chunkMapping="{\\"app\\":[]}";', 'gatsby-chunk-mapping'),
    inline('hash', 'window.___webpackCompilationHash="34674771";'),
    h('script', { key: 'app', src: '/app-0123abcd.js', async: true }),
  ];
}

/** A built page: a JSON-LD block (data, never run) and Gatsby's scripts, as gatsby-ssr.tsx leaves them. */
function page(pagePath: string, change = samePagePathScript): string {
  const jsonLd = `{"@context":"https://schema.org","name":"${pagePath}"}`;
  const head = h(
    'head',
    null,
    h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: jsonLd } }),
  );
  const body = h(
    'body',
    null,
    h('div', { id: '___gatsby' }, pagePath),
    ...change(gatsbyPostBody(pagePath)),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(h('html', { lang: 'en' }, head, body))}`;
}

/** The shop's kinds of page, at the files gatsby-adapter-netlify leaves them in. */
const PAGES: [pagePath: string, file: string][] = [
  ['/', 'index.html'],
  ['/about', 'about.html'],
  ['/it/about', 'it/about.html'],
  ['/shop/products', 'shop/products.html'],
  ['/404', '404.html'],
  ['/it/404.html', 'it/404.html'],
  ['/shop/[...]', 'shop/[...]/index.html'],
  ['/it/shop/[...]', 'it/shop/[...]/index.html'],
  ['/admin_product', 'admin_product/index.html'],
  ['/it/admin_product', 'it/admin_product/index.html'],
  ['/it/404', 'it/404/index.html'],
];

let publicDir: string;

function builtSite(change = samePagePathScript): void {
  for (const [pagePath, file] of PAGES) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), page(pagePath, change));
  }
  writeFileSync(path.join(publicDir, '_headers'), ADAPTER_HEADERS);
}

const site = () => ({ publicDir, netlifyToml: NETLIFY_TOML });
const headersFile = () => readFileSync(path.join(publicDir, '_headers'), 'utf8');

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'shop-csp-'));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

describe("the build's Content-Security-Policy", () => {
  it('allows every inline script of every page, rewrite and 404 by its hash, never unsafe-inline', async () => {
    builtSite();
    const written = await writeContentSecurityPolicy(publicDir);

    expect(await policyProblems(site())).toEqual([]);
    // Three scripts, the same text on all eleven pages: one short header for the whole site.
    expect(written).toEqual({ pages: PAGES.length, hashes: expect.any(Array) });
    expect(written.hashes).toHaveLength(3);
    const policy = /^ {2}Content-Security-Policy: (.+)$/m.exec(headersFile())?.[1] ?? '';
    const scripts = inlineScriptSources(policy);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).toEqual([
      "'self'",
      ...written.hashes,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(parsePolicy(policy).get('object-src')).toEqual(["'none'"]);
    // The adapter's block stays as it was, the policy after it.
    expect(headersFile().startsWith(ADAPTER_HEADERS)).toBe(true);
  });

  it('keeps one policy block when a build runs again over public/', async () => {
    builtSite();
    await writeContentSecurityPolicy(publicDir);
    const first = headersFile();
    await writeContentSecurityPolicy(publicDir);
    expect(headersFile()).toBe(first);
    expect(headersFile().split(CSP_BLOCK_START)).toHaveLength(2);
  });

  it("stops the build when a page carries a script of its own (Gatsby's pages untouched)", async () => {
    builtSite((components) => components);
    await expect(writeContentSecurityPolicy(publicDir)).rejects.toThrow(
      /13 different inline scripts in public\/ \(at most 8\): a page carries a script of its own/,
    );
  });

  it('stops the build on an inline event handler, which no hash can allow', async () => {
    builtSite();
    writeFileSync(
      path.join(publicDir, 'about.html'),
      '<!DOCTYPE html><html><body><button onclick="buy()">Buy</button></body></html>',
    );
    await expect(writeContentSecurityPolicy(publicDir)).rejects.toThrow(
      'inline event handlers the Content-Security-Policy blocks: about.html: <button onclick>',
    );
  });
});

describe('the policy check', () => {
  it("finds the old policy: netlify.toml's 'unsafe-inline' and pages whose scripts it does not list", async () => {
    builtSite((components) => components);
    const oldToml = path.join(publicDir, '..', `${path.basename(publicDir)}.toml`);
    writeFileSync(
      oldToml,
      [
        '[[headers]]',
        '  for = "/*"',
        '  [headers.values]',
        `    Content-Security-Policy = "default-src 'self'; script-src 'self' 'unsafe-inline'"`,
      ].join('\n'),
    );
    try {
      const problems = await policyProblems({ publicDir, netlifyToml: oldToml });
      expect(problems).toContain(
        "/about (about.html): script-src allows 'unsafe-inline' (rule /*)",
      );
      const loader = scriptHash('/*<![CDATA[*/window.pagePath="/about";/*]]>*/');
      expect(problems).toContain(
        `/about (about.html): the inline script ${loader} (/*<![CDATA[*/window.pagePath="/about";/*]]>*/) ` +
          'is not allowed by its Content-Security-Policy (rule /*)',
      );
    } finally {
      rmSync(oldToml, { force: true });
    }
  });

  it('finds an address with no policy, and one with two (Netlify would send both)', async () => {
    builtSite();
    await writeContentSecurityPolicy(publicDir);
    writeFileSync(
      path.join(publicDir, '_headers'),
      `${headersFile()}\n/shop/*\n  Content-Security-Policy: default-src 'self'\n`,
    );
    const problems = await policyProblems(site());
    expect(problems).toContain(
      '/shop/probe (shop/[...]/index.html) gets 2 Content-Security-Policy headers ' +
        '(rules /*, /shop/*); a browser enforces each',
    );

    writeFileSync(path.join(publicDir, '_headers'), ADAPTER_HEADERS);
    expect(await policyProblems(site())).toContain(
      '/no-such-page-probe (404.html) gets no Content-Security-Policy',
    );
  });

  it.runIf(existsSync('public/_headers'))(
    'passes the site the last build left in public/',
    async () => {
      expect(
        await policyProblems({ publicDir: path.resolve('public'), netlifyToml: NETLIFY_TOML }),
      ).toEqual([]);
    },
    60_000,
  );
});

describe('inline scripts as a browser reads them', () => {
  it('hashes what runs (classic, module, import map) and skips data blocks and external files', async () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="text/JavaScript">c()</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script src="/app.js"></script>',
      '<script></script>',
    ].join('');
    const { scripts } = await inlineCode(html);
    expect(scripts.map((script) => script.text)).toEqual(['a()', 'b()', '{"imports":{}}', 'c()']);
  });

  it('hashes the text after the parser has normalised line endings, as the browser does', async () => {
    const { scripts } = await inlineCode('<script>a();\r\nb();</script>');
    expect(scripts[0]?.hash).toBe(scriptHash('a();\nb();'));
    // MDN's example of a hash source (CSP 3: base64 of the SHA-256 of the UTF-8 text).
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe("Gatsby's page path script, made the same on every page", () => {
  it('moves the path into data-page-path and leaves the other scripts alone', () => {
    const html = renderToStaticMarkup(
      h(Fragment, null, ...samePagePathScript(gatsbyPostBody('/it/product/borsa "è"'))),
    );
    expect(html).toContain(
      '<script id="gatsby-script-loader" data-page-path="/it/product/borsa &quot;è&quot;">' +
        '/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;/*]]>*/</script>',
    );
    expect(html).toContain('window.___webpackCompilationHash="34674771";');
  });

  it('stops the build when Gatsby writes the script another way', () => {
    const changed = [
      h('script', {
        key: 'script-loader',
        dangerouslySetInnerHTML: { __html: 'window.page={path:"/about"};' },
      }),
    ];
    expect(() => samePagePathScript(changed)).toThrow(
      'Gatsby\'s gatsby-script-loader script has changed: window.page={path:"/about"};',
    );
  });
});
