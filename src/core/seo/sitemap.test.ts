import { describe, expect, it } from 'vitest';
import { escapeXml, MAX_SITEMAP_URLS, robotsTxt, sitemapFiles, sitemapXml } from './sitemap';
import type { SitemapPage } from './sitemap-pages';

const SITE = 'https://shop.example';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(
    [
      { originalPath: '/', languages: ['en', 'it'] },
      { originalPath: '/about', languages: ['en', 'it'] },
    ],
    SITE,
  );

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('has one <url> per language version', () => {
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/it</loc>');
    expect(xml).toContain('<loc>https://shop.example/about</loc>');
    expect(xml).toContain('<loc>https://shop.example/it/about</loc>');
  });

  it('lists every version and x-default inside each <url>', () => {
    const italianAbout = xml
      .split('<url>')
      .find((url) => url.includes('<loc>https://shop.example/it/about<'));
    expect(italianAbout).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/about"/>',
    );
    expect(italianAbout).toContain(
      '<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/it/about"/>',
    );
    expect(italianAbout).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/about"/>',
    );
  });

  it('gives a one-language page a <loc> and no alternates', () => {
    const single = sitemapXml([{ originalPath: '/posts/hello-c1', languages: ['it'] }], SITE);
    expect(single).toContain('<loc>https://shop.example/it/posts/hello-c1</loc>');
    expect(single).not.toContain('xhtml:link');
  });

  it('escapes and percent-encodes addresses', () => {
    const odd = sitemapXml([{ originalPath: "/brand/D&G's Città", languages: ['en'] }], SITE);
    expect(odd).toContain('<loc>https://shop.example/brand/D&amp;G&apos;s%20Citt%C3%A0</loc>');
  });

  it('is an empty urlset for no pages', () => {
    expect(sitemapXml([], SITE)).not.toContain('<url>');
  });

  it(`refuses more than ${MAX_SITEMAP_URLS} URLs`, () => {
    const pages = Array.from({ length: MAX_SITEMAP_URLS / 2 + 1 }, (_, i) => ({
      originalPath: `/product/p${i}`,
      languages: ['en' as const, 'it' as const],
    }));
    expect(() => sitemapXml(pages, SITE)).toThrow(RangeError);
  });
});

/** Google's rule (RFC 9309): the longest matching pattern wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, pattern = '']) => {
      const anchored = pattern.endsWith('$');
      const body = anchored ? pattern.slice(0, -1) : pattern;
      const source = body
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      const test = new RegExp(`^${source}${anchored ? '$' : ''}`);
      return { allow: kind === 'Allow', length: pattern.length, test };
    })
    .filter((rule) => rule.test.test(path))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robotsTxt', () => {
  const robots = robotsTxt(`${SITE}/`);

  it('names the sitemap with an absolute URL', () => {
    expect(robots).toContain('\nSitemap: https://shop.example/sitemap.xml\n');
  });

  it('applies to every crawler and uses only directives Lighthouse accepts', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    for (const line of robots.split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^(User-agent: \*|(Allow|Disallow): [/*][^$]*\$?|Sitemap: https:\/\/\S+)$/,
      );
    }
  });

  it.each([
    '/cart',
    '/it/cart',
    '/checkout',
    '/checkout_complete',
    '/it/checkout_complete',
    '/confirm_paypal?token=x',
    '/pay?order=x&key=y',
    '/it/pay',
    '/profile',
    '/login',
    '/it/login',
    '/register',
    '/registered',
    '/activate?token=abc',
    '/reset_password?token=abc',
    '/orders/123',
    '/returns',
    '/it/returns',
    '/returns?order=1',
    '/returns/5',
    '/admin_site',
    '/it/admin_product/products',
    '/api/products',
  ])('keeps crawlers out of %s', (path) => {
    expect(allowed(robots, path)).toBe(false);
  });

  it.each([
    '/',
    '/it',
    '/product/Alba_Tote',
    '/it/category/Bags/Handbags',
    '/shop/products',
    '/shop/red_bag',
    '/returns_policy',
    '/it/returns_policy',
    '/terms',
    '/posts/hello-c1',
    '/images/products/bag-001-1.webp',
    '/sitemap.xml',
  ])('lets crawlers into %s', (path) => {
    expect(allowed(robots, path)).toBe(true);
  });
});

describe('sitemapXml lastmod (issue 25.13)', () => {
  it('gives each version of a dated page its <lastmod>, and an undated page none', () => {
    const xml = sitemapXml(
      [
        { originalPath: '/about', languages: ['en', 'it'] },
        {
          originalPath: '/product/Tote',
          languages: ['en', 'it'],
          lastmod: '2026-11-03T09:00:00.000Z',
        },
      ],
      SITE,
    );
    const urls = xml.split('<url>').slice(1);
    const dated = urls.filter((url) => url.includes('/product/Tote</loc>'));
    expect(dated).toHaveLength(2);
    for (const url of dated) expect(url).toContain('<lastmod>2026-11-03T09:00:00.000Z</lastmod>');
    expect(urls.filter((url) => url.includes('<lastmod>'))).toHaveLength(2);
  });
});

describe('sitemapFiles (issue 27.4: a sitemap index past the limit)', () => {
  const pages: SitemapPage[] = [
    { originalPath: '/', languages: ['en', 'it'] },
    { originalPath: '/about', languages: ['en', 'it'], lastmod: '2026-11-01T10:00:00.000Z' },
    { originalPath: '/product/Bag', languages: ['en', 'it'], lastmod: '2026-11-20T08:00:00.000Z' },
  ];

  it('writes sitemap.xml alone up to the limit', () => {
    const files = sitemapFiles(pages, SITE, 6);
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml']);
    expect(files[0]?.xml).toBe(sitemapXml(pages, SITE));
  });

  it('past the limit, sitemap.xml is an index of parts holding every address once', () => {
    const files = sitemapFiles(pages, SITE, 4);
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const [index, ...parts] = files.map((f) => f.xml);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<url>');
    expect(index).toContain('<loc>https://shop.example/sitemap-1.xml</loc>');
    expect(index).toContain('<loc>https://shop.example/sitemap-2.xml</loc>');
    const locs = parts.flatMap((xml) =>
      [...xml.matchAll(/<url>\n {4}<loc>([^<]+)/g)].map((m) => m[1]),
    );
    expect(locs).toEqual([
      'https://shop.example/',
      'https://shop.example/it',
      'https://shop.example/about',
      'https://shop.example/it/about',
      'https://shop.example/product/Bag',
      'https://shop.example/it/product/Bag',
    ]);
    expect(parts.map((xml) => xml.match(/<url>/g)?.length)).toEqual([4, 2]);
  });

  it("gives each part its newest address's lastmod", () => {
    const index = sitemapFiles(pages, SITE, 4)[0]?.xml ?? '';
    const entries = index.split('<sitemap>').slice(1);
    expect(entries[0]).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(entries[1]).toContain('<lastmod>2026-11-20T08:00:00.000Z</lastmod>');
  });

  it(`splits at ${MAX_SITEMAP_URLS} addresses by default`, () => {
    const many = Array.from({ length: MAX_SITEMAP_URLS / 2 + 1 }, (_, i) => ({
      originalPath: `/product/p${i}`,
      languages: ['en' as const, 'it' as const],
    }));
    const files = sitemapFiles(many, SITE);
    expect(files.map((f) => f.file)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(files[2]?.xml.match(/<url>/g)).toHaveLength(2);
  });
});
