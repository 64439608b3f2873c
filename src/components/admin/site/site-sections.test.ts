import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/adminSite.json';
import it_ from '../../../locales/it/adminSite.json';
import { SITE_FIELDS, siteField } from './site-fields';
import { SECTION_PLANS, SITE_SECTIONS, sectionPaths, shownPaths } from './site-sections';

const texts: Record<string, Record<string, string>> = { en, it: it_ };

describe('site settings sections', () => {
  it('cover every field once, in exactly one section', () => {
    const all = SITE_SECTIONS.flatMap(sectionPaths);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(SITE_FIELDS).sort());
  });

  it('send the fields with no effect back as stored, without showing them', () => {
    expect(shownPaths('shop')).not.toContain('login.useLogin');
    expect(shownPaths('shop')).not.toContain('analytics.gaKey');
    expect(sectionPaths('shop')).toEqual(
      expect.arrayContaining(['login.useLogin', 'analytics.gaKey']),
    );
    // Nothing reads product.lng: every product keeps both languages' texts (issue 26.4).
    expect(shownPaths('languages')).toEqual(['shop.lng']);
    expect(sectionPaths('languages')).toContain('product.lng');
    // Nor company.header: the spec names it without an effect (issue 26.4).
    expect(shownPaths('company')).not.toContain('company.header');
    expect(sectionPaths('company')).toContain('company.header');
  });

  it('put the Italian twin of each bilingual field in the form', () => {
    expect(sectionPaths('seo')).toEqual(
      expect.arrayContaining(['seo.eng.title', 'seo.ita.title', 'meta.ita.author']),
    );
    expect(() => siteField('seo.fra.title')).toThrow();
  });

  it.each(['en', 'it'])('have every label and heading in %s', (language) => {
    const file = texts[language] ?? {};
    const wanted = SITE_SECTIONS.flatMap((section) => [
      `adminSite.section.${section}`,
      `adminSite.intro.${section}`,
      ...SECTION_PLANS[section].groups.map((group) => `adminSite.group.${group.name}`),
      ...shownPaths(section).map((path) => `adminSite.field.${path.replace(/\.(eng|ita)\./, '.')}`),
    ]);
    expect(wanted.filter((key) => !file[key])).toEqual([]);
    expect(Object.keys(file).sort()).toEqual(Object.keys(texts.en ?? {}).sort());
  });
});
