/**
 * Stands in for `browser-lang` in the site's bundles (gatsby-node.ts aliases it). The i18n
 * plugin calls it only for its own redirect, which gatsby-config.ts turns off
 * (`redirect: false`: gatsby-browser.tsx picks the language), so the page's language is the
 * answer if it ever were called.
 */
export default function browserLang({ fallback }: { fallback?: string }): string | undefined {
  return fallback;
}
