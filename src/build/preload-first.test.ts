import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { picturePreloadsFirst } from './preload-first';

describe('picturePreloadsFirst', () => {
  it('puts the picture preloads ahead of the inlined styles, the rest in their order', () => {
    const sorted = picturePreloadsFirst([
      createElement('style', { key: 'css' }),
      createElement('title', { key: 'title' }, 'Shop'),
      createElement('link', { key: 'font', rel: 'preload', as: 'font', href: '/f.woff2' }),
      createElement('link', { key: 'pic', rel: 'preload', as: 'image', href: '/images/a.webp' }),
    ]);
    expect(sorted.map((c) => (c as ReactElement).key)).toEqual(['pic', 'css', 'title', 'font']);
  });
});
