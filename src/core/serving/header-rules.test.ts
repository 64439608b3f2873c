import { describe, expect, it } from 'vitest';
import { headerFor, publishedFileCandidates, type HeaderRule } from './header-rules';

/** The layout gatsby-adapter-netlify and the shop's CSP block write into public/_headers. */
const RULES: HeaderRule[] = [
  {
    forRegExp: /^\/?(.*)\/?$/iu,
    values: { 'cache-control': 'public, max-age=0, must-revalidate' },
  },
  {
    forRegExp: /^\/static\/?(.*)\/?$/iu,
    values: { 'cache-control': 'public, max-age=31536000, immutable' },
  },
  {
    forRegExp: /^\/app-1a2b\.js\/?$/iu,
    values: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  { forRegExp: /^\/?(.*)\/?$/iu, values: { 'Content-Security-Policy': "default-src 'self'" } },
];

describe('headerFor', () => {
  it('the later matching rule wins, whatever the case of the name', () => {
    expect(headerFor(RULES, '/app-1a2b.js', 'cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headerFor(RULES, '/static/font-9f.woff2', 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headerFor(RULES, '/page-data/index/page-data.json', 'cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect(headerFor(RULES, '/app-other.js', 'cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('no rule, no value', () => {
    expect(headerFor(RULES.slice(1), '/about', 'cache-control')).toBeUndefined();
    expect(headerFor([], '/', 'cache-control')).toBeUndefined();
  });
});

describe('publishedFileCandidates', () => {
  it('a path, its pretty-URL page, or its folder page', () => {
    expect(publishedFileCandidates('/app-1a2b.js')).toEqual([
      '/app-1a2b.js',
      '/app-1a2b.js.html',
      '/app-1a2b.js/index.html',
    ]);
    expect(publishedFileCandidates('/about')).toEqual([
      '/about',
      '/about.html',
      '/about/index.html',
    ]);
    expect(publishedFileCandidates('/it/')).toEqual(['/it/index.html']);
    expect(publishedFileCandidates('/')).toEqual(['/index.html']);
  });
});
