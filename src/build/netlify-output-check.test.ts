import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import type { HeaderRoutes, IAdapter, RoutesManifest } from 'gatsby';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveBuildOnlyFiles } from './build-only-files';
import { ADAPTER_REDIRECTS_RECORD, shopNetlifyAdapter } from './netlify-adapter';
import { checkNetlifyOutput, type NetlifyOutput } from './netlify-output-check';

const NETLIFY_TOML = path.resolve('netlify.toml');

/** Gatsby's own headers for every route (gatsby/dist/utils/adapter/constants.js). */
const BASE = [
  { key: 'x-xss-protection', value: '1; mode=block' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'same-origin' },
  { key: 'x-frame-options', value: 'DENY' },
];
const REVALIDATE = [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }, ...BASE];
const IMMUTABLE = [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }];

/** The shop's kinds of page as Gatsby writes them (trailingSlash "never"), by route and file. */
const PAGES: [route: string, file: string][] = [
  ['/', 'index.html'],
  ['/about', 'about/index.html'],
  ['/it/about', 'it/about/index.html'],
  ['/shop/products', 'shop/products/index.html'],
  ['/404.html', '404.html'],
  ['/it/404.html', 'it/404.html'],
  // Client-only pages: their matchPath is the route.
  ['/shop/*', 'shop/[...]/index.html'],
  ['/it/shop/*', 'it/shop/[...]/index.html'],
  ['/admin_product/*', 'admin_product/index.html'],
  ['/it/admin_product/*', 'it/admin_product/index.html'],
  ['/it/*', 'it/404/index.html'],
];

/** A public/ as `gatsby build` leaves it, and the manifest Gatsby hands the adapter. */
function builtSite(root: string): { routes: RoutesManifest; headers: HeaderRoutes } {
  const routes: RoutesManifest = [];
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, 'public', file)), { recursive: true });
    writeFileSync(path.join(root, 'public', file), text);
  };
  for (const [route, file] of PAGES) {
    write(file, `<title>${route}</title>`);
    routes.push({
      type: 'static',
      path: route,
      filePath: `public/${file}`,
      headers: REVALIDATE,
    });
  }
  write('app-0123abcd.js', '//');
  routes.push({
    type: 'static',
    path: '/app-0123abcd.js',
    filePath: 'public/app-0123abcd.js',
    headers: [...IMMUTABLE, ...BASE],
  });
  routes.push({
    type: 'redirect',
    path: '/old-bags',
    toPath: '/category/Bags',
    status: 301,
    headers: BASE,
  });
  const headers: HeaderRoutes = [
    { path: '/*', headers: REVALIDATE },
    { path: '/static/*', headers: IMMUTABLE },
    { path: '/app-0123abcd.js', headers: IMMUTABLE },
  ];
  return { routes, headers };
}

async function adapt(adapter: IAdapter, site: ReturnType<typeof builtSite>) {
  const context = {
    routesManifest: site.routes,
    headerRoutes: site.headers,
    functionsManifest: [],
    pathPrefix: '',
    trailingSlash: 'never',
    remoteFileAllowedUrls: [],
    reporter: { info: () => {}, verbose: () => {}, warn: () => {} },
  } as unknown as Parameters<IAdapter['adapt']>[0];
  await adapter.adapt(context);
}

let root: string;
let cwd: string;
let output: NetlifyOutput;

beforeEach(() => {
  cwd = process.cwd();
  root = mkdtempSync(path.join(tmpdir(), 'shop-adapter-'));
  // The adapter writes public/_redirects and public/_headers where the build runs.
  process.chdir(root);
  output = {
    publicDir: path.join(root, 'public'),
    netlifyToml: NETLIFY_TOML,
    adapterRedirects: path.join(root, ADAPTER_REDIRECTS_RECORD),
    functionsInternalDir: path.join(root, '.netlify/functions-internal'),
  };
});

afterEach(() => {
  process.chdir(cwd);
  rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, 'public', file), 'utf8');

describe("the shop's adapter (gatsby-adapter-netlify, corrected)", () => {
  it('writes pretty-URL pages, caching headers and Gatsby redirects that agree with netlify.toml', async () => {
    await adapt(shopNetlifyAdapter(), builtSite(root));

    expect(await checkNetlifyOutput(output)).toEqual([]);
    // Netlify serves /about from about.html without sending the visitor to /about/.
    expect(existsSync(path.join(root, 'public/about.html'))).toBe(true);
    expect(existsSync(path.join(root, 'public/about/index.html'))).toBe(false);
    // Client-only pages stay where netlify.toml's rewrites find them.
    expect(existsSync(path.join(root, 'public/it/404/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'public/shop/[...]/index.html'))).toBe(true);
    expect(read('_redirects')).toMatch(/^\/old-bags\s+\/category\/Bags\s+301$/m);
    expect(read('_redirects')).not.toMatch(/^\/it\/\*/m);
    expect(read('_headers')).toMatch(
      /\/app-0123abcd\.js\n\s+cache-control: public, max-age=31536000, immutable/,
    );
    expect(read('_headers').toLowerCase()).not.toMatch(/referrer-policy|x-frame-options|x-xss/);
    // The build's copies of the pictures are kept a year: a rule after `/*`, which it overrides.
    const headers = read('_headers');
    expect(headers).toMatch(
      /\n\/images\/\*\n\s+cache-control: public, max-age=31536000, immutable\n/,
    );
    expect(headers.indexOf('/images/*')).toBeGreaterThan(headers.indexOf('/*\n'));
  });

  it("removes a deleted page's file on the next build, and keeps pages Gatsby did not rewrite", async () => {
    await adapt(shopNetlifyAdapter(), builtSite(root));
    expect(existsSync(path.join(root, 'public/shop/products.html'))).toBe(true);
    // The next build: /shop/products is gone, so Gatsby deleted its index.html (the adapter had
    // moved it); /about is unchanged, so Gatsby did not write it again.
    const next = builtSite(root);
    rmSync(path.join(root, 'public/shop/products/index.html'));
    rmSync(path.join(root, 'public/about/index.html'));
    next.routes = next.routes.filter((route) => route.path !== '/shop/products');
    await adapt(shopNetlifyAdapter(), next);

    expect(existsSync(path.join(root, 'public/shop/products.html'))).toBe(false);
    expect(read('about.html')).toBe('<title>/about</title>');
    expect(await checkNetlifyOutput(output)).toEqual([]);
  });

  it('the check finds what the adapter as Gatsby installs it would get wrong', async () => {
    const site = builtSite(root);
    // The record the shop's adapter leaves, so only the adapter's own output is judged.
    mkdirSync(path.dirname(output.adapterRedirects), { recursive: true });
    writeFileSync(
      output.adapterRedirects,
      JSON.stringify([{ path: '/old-bags', toPath: '/category/Bags', status: 301 }]),
    );
    await adapt(createNetlifyAdapter(), site);

    const problems = await checkNetlifyOutput(output);
    expect(problems).toContain(
      'public/_redirects (read first) answers /it/probe with /it/* → /it/[...].html 200; ' +
        'netlify.toml says /it/* → /it/404/ 404',
    );
    expect(problems).toContain(
      "netlify.toml's /admin_product/* → /admin_product/ 200 leads to no file in public/",
    );
    expect(problems).toContain(
      'public/_headers sets referrer-policy: same-origin for /*; netlify.toml sets ' +
        'Referrer-Policy: strict-origin-when-cross-origin for /*',
    );
    expect(
      problems.some((p) => p.startsWith('public/_headers sets x-frame-options for /* again')),
    ).toBe(true);
  });
});

describe('the Netlify output check', () => {
  /** A public/ the adapter wrote by hand: one block in each file. */
  function adapterFiles(redirects: string, headers = '/*\n  cache-control: public, max-age=0\n') {
    const site = builtSite(root);
    const block = (text: string) =>
      `# gatsby-adapter-netlify start\n${text}\n# gatsby-adapter-netlify end\n`;
    writeFileSync(path.join(root, 'public/_redirects'), block(redirects));
    writeFileSync(path.join(root, 'public/_headers'), block(headers));
    mkdirSync(path.dirname(output.adapterRedirects), { recursive: true });
    writeFileSync(output.adapterRedirects, '[]');
    return site;
  }

  it('passes files that only add to netlify.toml', async () => {
    adapterFiles('/old-bags  /category/Bags  301');
    expect(await checkNetlifyOutput(output)).toEqual([]);
  });

  it("finds source maps and webpack's stats left in public/, and passes once they are moved", async () => {
    adapterFiles('/old-bags  /category/Bags  301');
    mkdirSync(path.join(root, 'public/~partytown'), { recursive: true });
    for (const file of ['app-1a2b.js.map', 'webpack.stats.json', '~partytown/partytown.js.map']) {
      writeFileSync(path.join(root, 'public', file), '{}');
    }
    writeFileSync(path.join(root, 'public/app-1a2b.js'), '');
    expect((await checkNetlifyOutput(output)).sort()).toEqual([
      "public/app-1a2b.js.map would be deployed: it is for the build's tools, not visitors",
      "public/webpack.stats.json would be deployed: it is for the build's tools, not visitors",
      "public/~partytown/partytown.js.map would be deployed: it is for the build's tools, not visitors",
    ]);
    expect(moveBuildOnlyFiles(path.join(root, 'public'))).toBe(3);
    expect(await checkNetlifyOutput(output)).toEqual([]);
    expect(existsSync(path.join(root, 'build-stats/webpack.stats.json'))).toBe(true);
    expect(existsSync(path.join(root, 'build-stats/~partytown/partytown.js.map'))).toBe(true);
    expect(existsSync(path.join(root, 'public/app-1a2b.js'))).toBe(true);
  });

  it('finds files the adapter did not write', async () => {
    builtSite(root);
    expect(await checkNetlifyOutput(output)).toEqual([
      'public/_redirects is missing: gatsby-adapter-netlify did not run',
      'public/_headers is missing: gatsby-adapter-netlify did not run',
    ]);
  });

  it("finds an SSR function that claims every page and the API's paths", async () => {
    adapterFiles('/*  /.netlify/functions/ssr-engine  200');
    mkdirSync(path.join(output.functionsInternalDir, 'ssr-engine'), { recursive: true });
    const problems = await checkNetlifyOutput(output);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the adapter wrote functions \(ssr-engine\) into /),
        'public/_redirects sends /* to /.netlify/functions/ssr-engine: a Gatsby function, SSR or DSG page',
        "public/_redirects claims /api/probe, which is the api function's: /* → /.netlify/functions/ssr-engine 200",
        "public/_redirects claims /no-such-page-probe, which is a missing page (Netlify's 404.html)'s: /* → /.netlify/functions/ssr-engine 200",
      ]),
    );
  });

  it('finds a redirect Gatsby made that the adapter did not write', async () => {
    adapterFiles('/old-bags  /category/Bags  301');
    writeFileSync(
      output.adapterRedirects,
      JSON.stringify([{ path: '/old-scarves', toPath: '/category/Scarves', status: 301 }]),
    );
    expect(await checkNetlifyOutput(output)).toEqual([
      "Gatsby's redirect /old-scarves → /category/Scarves 301 is not in public/_redirects",
    ]);
  });

  it('finds a rule of netlify.toml sent elsewhere, and a header set in both with another value', async () => {
    adapterFiles('/shop/*  /shop/products  200', '/static/*\n  X-Frame-Options: SAMEORIGIN\n');
    expect(await checkNetlifyOutput(output)).toEqual([
      'public/_redirects (read first) answers /shop/probe with /shop/* → /shop/products 200; ' +
        'netlify.toml says /shop/* → /shop/[...]/ 200',
      'public/_headers sets X-Frame-Options: SAMEORIGIN for /static/*; netlify.toml sets ' +
        'X-Frame-Options: DENY for /*',
    ]);
  });
});
