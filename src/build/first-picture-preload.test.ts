import { describe, expect, it } from 'vitest';
import { firstPicturePreloads } from './first-picture-preload';

const CARD =
  '<img src="/images/products/a.webp" srcSet="/images/products/a-w200.webp 200w, /images/products/a.webp 800w" ' +
  'sizes="(min-width: 992px) 228px, calc(50vw - 20px)" alt="" loading="eager" fetchPriority="high" class="card-img-top"/>';

describe('firstPicturePreloads (the largest paint, from the built page)', () => {
  it('names the first high-priority picture with its srcset and sizes', () => {
    const html = `<main><img src="/logo.webp" alt=""/>${CARD}<img src="/b.webp" fetchPriority="high"/></main>`;
    expect(firstPicturePreloads(html)).toEqual([
      {
        href: '/images/products/a.webp',
        imageSrcSet: '/images/products/a-w200.webp 200w, /images/products/a.webp 800w',
        imageSizes: '(min-width: 992px) 228px, calc(50vw - 20px)',
      },
    ]);
  });

  it('names nothing on a page without one', () => {
    expect(firstPicturePreloads('<main><img src="/logo.webp" alt=""/></main>')).toEqual([]);
  });

  it('gives a picture element one preload per range of widths, each source where it shows', () => {
    const html =
      '<picture><source media="(min-width: 1200px)" srcSet="/b/xl.webp"/>' +
      '<source media="(min-width: 992px)" srcSet="/b/lg.webp"/>' +
      '<source media="(min-width: 577px)" srcSet="/b/md.webp"/>' +
      '<img src="/b/sm.webp" alt="Banner &amp; more" fetchPriority="high"/></picture>' +
      CARD;
    expect(firstPicturePreloads(html)).toEqual([
      { href: '/b/xl.webp', media: '(min-width: 1200px)' },
      { href: '/b/lg.webp', media: '(min-width: 992px) and (max-width: 1199.98px)' },
      { href: '/b/md.webp', media: '(min-width: 577px) and (max-width: 991.98px)' },
      { href: '/b/sm.webp', media: '(max-width: 576.98px)' },
    ]);
  });

  it('gives no preload for sources it cannot rank, rather than a wrong one', () => {
    const html =
      '<picture><source media="(orientation: portrait)" srcSet="/b/tall.webp"/>' +
      '<img src="/b/wide.webp" alt="" fetchPriority="high"/></picture>';
    expect(firstPicturePreloads(html)).toEqual([]);
  });

  it('reads an escaped address as the browser does', () => {
    expect(firstPicturePreloads('<img src="/i.webp?a=1&amp;b=2" fetchPriority="high"/>')).toEqual([
      { href: '/i.webp?a=1&b=2' },
    ]);
  });
});
