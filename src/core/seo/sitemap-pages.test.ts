import { describe, expect, it } from 'vitest';
import { belongsInSitemap, sitemapPages, type SitemapSourcePage } from './sitemap-pages';

/** A page as the i18n plugin makes it: English unprefixed, Italian under /it. */
function page(originalPath: string, language: 'en' | 'it', matchPath?: string): SitemapSourcePage {
  const path = language === 'en' ? originalPath : `/it${originalPath === '/' ? '' : originalPath}`;
  return { path, matchPath, pageContext: { i18n: { originalPath, language } } };
}

const both = (originalPath: string) => [page(originalPath, 'en'), page(originalPath, 'it')];

describe('belongsInSitemap', () => {
  it.each([
    '/',
    '/about',
    '/returns_policy',
    '/shop/products',
    '/product/Alba_Tote',
    '/category/Bags/Handbags',
    '/brand/Venturi',
    '/posts/hello-c1',
    '/gallery',
    '/contact',
  ])('keeps %s', (path) => {
    expect(belongsInSitemap(path)).toBe(true);
  });

  it.each([
    '/404',
    '/404/',
    '/404.html',
    '/dev-404-page',
    '/cart',
    '/checkout',
    '/checkout_complete',
    '/confirm_paypal',
    '/pay',
    '/admin_site',
    '/admin_product/products',
    '/profile',
    '/login',
    '/register',
    '/registered',
    '/activate',
    '/orders',
    '/orders/42',
    '/returns',
    '/contacted',
    '/shop/red_bag',
    '/shop/products/',
  ])('skips %s', (path) => {
    expect(belongsInSitemap(path)).toBe(path === '/shop/products/');
  });
});

describe('sitemapPages', () => {
  it('groups the language versions of a page by its original path, sorted', () => {
    expect(sitemapPages([...both('/about'), ...both('/')])).toEqual([
      { originalPath: '/', languages: ['en', 'it'] },
      { originalPath: '/about', languages: ['en', 'it'] },
    ]);
  });

  it('keeps a page that exists in one language only', () => {
    expect(sitemapPages([page('/posts/ciao-c2', 'it')])).toEqual([
      { originalPath: '/posts/ciao-c2', languages: ['it'] },
    ]);
  });

  it('skips client-only pages, 404 pages and private pages in both languages', () => {
    const pages = [
      page('/admin_site', 'en', '/admin_site/*'),
      page('/admin_site', 'it', '/it/admin_site/*'),
      page('/account', 'en', '/account/*'),
      ...both('/404'),
      ...both('/404.html'),
      page('/dev-404-page', 'en'),
      ...both('/cart'),
      ...both('/shop/red_bag'),
      ...both('/contacted'),
      ...both('/terms'),
    ];
    expect(sitemapPages(pages)).toEqual([{ originalPath: '/terms', languages: ['en', 'it'] }]);
  });

  it('treats an empty matchPath as a static page', () => {
    expect(sitemapPages([{ ...page('/terms', 'en'), matchPath: null }])).toHaveLength(1);
  });

  it('keeps only the languages the shop offers', () => {
    expect(sitemapPages(both('/about'), ['it'])).toEqual([
      { originalPath: '/about', languages: ['it'] },
    ]);
  });

  it('skips languages the site does not build', () => {
    const french = {
      path: '/fr/about',
      pageContext: { i18n: { originalPath: '/about', language: 'fr' } },
    };
    expect(sitemapPages([french])).toEqual([]);
  });

  it('reads the language from the address of a page without i18n context', () => {
    const pages = [
      { path: '/it', pageContext: {} },
      { path: '/it/about/', pageContext: {} },
      { path: '/about', pageContext: {} },
      { path: '/italy', pageContext: {} },
    ];
    expect(sitemapPages(pages)).toEqual([
      { originalPath: '/', languages: ['it'] },
      { originalPath: '/about', languages: ['en', 'it'] },
      { originalPath: '/italy', languages: ['en'] },
    ]);
  });

  it('merges paths that differ only by a trailing slash', () => {
    expect(
      sitemapPages([page('/about/', 'en'), { ...page('/about', 'it'), path: '/it/about' }]),
    ).toEqual([{ originalPath: '/about', languages: ['en', 'it'] }]);
  });
});

describe('lastmod (issue 25.13)', () => {
  it('keeps the newest change a page’s versions were built with, and none where none is known', () => {
    const dated = (language: 'en' | 'it', lastmod: string) => {
      const built = page('/product/Alba_Tote', language);
      return { ...built, pageContext: { ...built.pageContext, lastmod } };
    };
    expect(
      sitemapPages([
        dated('en', '2026-11-02T10:00:00.000Z'),
        dated('it', '2026-11-03T09:00:00.000Z'),
        ...both('/about'),
      ]),
    ).toEqual([
      { originalPath: '/about', languages: ['en', 'it'] },
      {
        originalPath: '/product/Alba_Tote',
        languages: ['en', 'it'],
        lastmod: '2026-11-03T09:00:00.000Z',
      },
    ]);
  });
});
