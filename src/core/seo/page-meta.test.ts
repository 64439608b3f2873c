import { describe, expect, it } from 'vitest';
import type { SeoPages } from '../site/shop-data';
import { pageMeta, type MetaSettings } from './page-meta';

const site: MetaSettings = {
  company: { name: 'Borse' },
  seo: {
    eng: { title: 'Borse', description: 'Italian bags and luggage.' },
    ita: { title: 'Borse', description: 'Borse e valigie italiane.' },
  },
  meta: {
    eng: { keywords: 'bags, luggage', author: 'Borse srl' },
    ita: { keywords: 'borse, valigie', author: '' },
  },
  titleDivider: ' | ',
  showAppOnTitle: true,
};

const seo: SeoPages = {
  About: {
    eng: { title: 'About us', metaDescr: 'A small Milan shop.', keywords: 'about, Milan' },
    ita: { title: 'Chi siamo', metaDescr: '', keywords: '' },
  },
};

describe('pageMeta', () => {
  it('takes title, description and keywords from the page key in the language', () => {
    expect(pageMeta({ seo, site, pageKey: 'About', lng: 'eng' })).toEqual({
      title: 'About us | Borse',
      description: 'A small Milan shop.',
      keywords: 'about, Milan',
      author: 'Borse srl',
    });
  });

  it('falls back to the site settings of the same language for blank texts', () => {
    expect(pageMeta({ seo, site, pageKey: 'About', lng: 'ita' })).toEqual({
      title: 'Chi siamo | Borse',
      description: 'Borse e valigie italiane.',
      keywords: 'borse, valigie',
      author: 'Borse',
    });
  });

  it('uses the site title alone for a page key with no texts', () => {
    const meta = pageMeta({ seo, site, pageKey: 'Gallery', lng: 'eng' });
    expect(meta.title).toBe('Borse');
    expect(meta.description).toBe('Italian bags and luggage.');
  });

  it('does not read page keys from Object.prototype', () => {
    expect(pageMeta({ seo, site, pageKey: 'constructor', lng: 'eng' }).title).toBe('Borse');
  });

  it('lets a page override the title and description', () => {
    const meta = pageMeta({
      seo,
      site,
      pageKey: 'ProductDetail',
      lng: 'eng',
      title: 'Buy the Alba Tote online',
      description: 'A roomy leather tote.',
    });
    expect(meta.title).toBe('Buy the Alba Tote online | Borse');
    expect(meta.description).toBe('A roomy leather tote.');
  });

  it('ignores blank overrides', () => {
    const meta = pageMeta({ seo, site, pageKey: 'About', lng: 'eng', title: ' ', description: '' });
    expect(meta.title).toBe('About us | Borse');
    expect(meta.description).toBe('A small Milan shop.');
  });
});
