import type { SeoPages, SeoText } from '../site/shop-data';
import type { SiteSettings } from '../site/site-settings';
import type { ContentLanguage } from '../routes/languages';
import { documentTitle, oneLine, type TitleSettings } from './page-title';

export type MetaSettings = TitleSettings & {
  seo: Record<ContentLanguage, Pick<SiteSettings['seo']['eng'], 'title' | 'description'>>;
  meta: SiteSettings['meta'];
};

export interface PageMetaInput {
  seo: SeoPages;
  site: MetaSettings;
  pageKey: string;
  lng: ContentLanguage;
  /** Replaces the page key's title (a product's SEO title, a category name). */
  title?: string;
  /** Replaces the page key's description (a product's meta description). */
  description?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  author: string;
}

/** The first text that says something: admins leave fields blank rather than delete them. */
const firstText = (...texts: (string | undefined)[]): string =>
  texts.map(oneLine).find((text) => text !== '') ?? '';

function pageText(seo: SeoPages, pageKey: string, lng: ContentLanguage): Partial<SeoText> {
  // hasOwn: a key such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(seo, pageKey) ? (seo[pageKey]?.[lng] ?? {}) : {};
}

/**
 * A page's head texts, from the most specific source that has one: the page's own override,
 * then its per-page key (spec section 2), then the site-wide SEO and meta settings. Each
 * language falls back within itself only: an English description on an Italian page would
 * tell search engines the page is in two languages.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { site, lng } = input;
  const page = pageText(input.seo, input.pageKey, lng);
  return {
    title: documentTitle(firstText(input.title, page.title, site.seo[lng].title), site, lng),
    description: firstText(input.description, page.metaDescr, site.seo[lng].description),
    keywords: firstText(page.keywords, site.meta[lng].keywords),
    author: firstText(site.meta[lng].author, site.company.name),
  };
}
