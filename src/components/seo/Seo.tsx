import React, { type ReactNode } from 'react';
import type { Language } from '../../core/routes/languages';
import { contentLanguage } from '../../core/routes/languages';
import { absoluteUrl, canonicalUrl, hreflangAlternates } from '../../core/seo/alternates';
import { serializeJsonLd } from '../../core/seo/json-ld';
import { pageMeta } from '../../core/seo/page-meta';
import { appName } from '../../core/seo/page-title';
import { useShopSnapshot } from '../site/use-shop-snapshot';

export interface SeoProps {
  language: Language;
  /** The page's address without the language prefix (the i18n plugin's originalPath). */
  originalPath: string;
  /** One of spec section 2's per-page keys (Home, ProductDetail, ...). */
  pageKey: string;
  /** Replaces the page key's title, e.g. a product's SEO title or a category name. */
  title?: string;
  description?: string;
  /** Site-relative or absolute; shared links show it. */
  image?: string;
  ogType?: 'website' | 'product' | 'article';
  /** schema.org objects, one <script> each. */
  jsonLd?: object[];
  noindex?: boolean;
  children?: ReactNode;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', it: 'it_IT' };

/**
 * Everything in a page's <head> that search engines and link previews read, for Gatsby's Head
 * export. Head components render outside the page's providers, so the texts come from the
 * build-time snapshot and the page's language and path come in as props.
 */
export function Seo(props: SeoProps) {
  const { defaults, seo, siteUrl } = useShopSnapshot();
  const { language, originalPath } = props;
  const lng = contentLanguage(language);
  const site = defaults.site;
  const meta = pageMeta({
    seo,
    site,
    pageKey: props.pageKey,
    lng,
    title: props.title,
    description: props.description,
  });
  // A noindex page (search results, client-only areas) names no canonical, alternates or
  // og:url: search engines ignore hreflang to pages they may not index, and a client-only
  // page's build-time path (/shop/[...]) is not the address the visitor is on.
  const indexable = !props.noindex;
  const canonical = canonicalUrl(siteUrl, originalPath, language);
  const alternates = indexable
    ? hreflangAlternates(siteUrl, originalPath, defaults.language.enabled)
    : [];
  const otherLocales = alternates.flatMap((alt) =>
    alt.hrefLang !== 'x-default' && alt.hrefLang !== language ? [OG_LOCALES[alt.hrefLang]] : [],
  );
  const siteName = appName(site, lng);

  return (
    <>
      <html lang={language} />
      <title>{meta.title}</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {meta.author && <meta name="author" content={meta.author} />}
      {!indexable && <meta name="robots" content="noindex" />}
      {indexable && <link rel="canonical" href={canonical} />}
      {alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      {indexable && <meta property="og:url" content={canonical} />}
      <meta property="og:type" content={props.ogType ?? 'website'} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {siteName && <meta property="og:site_name" content={siteName} />}
      {props.image && <meta property="og:image" content={absoluteUrl(siteUrl, props.image)} />}
      {props.jsonLd?.map((data, index) => (
        <script
          // The list is fixed for a page, so its order is a stable key.
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {props.children}
    </>
  );
}
