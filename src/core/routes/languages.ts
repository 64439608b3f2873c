/** The site's languages as they appear in routes (/ and /it/), the default first. */
export const SITE_LANGUAGES = ['en', 'it'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/** Content fields are kept per language as lng.eng / lng.ita (spec section 3). */
export const CONTENT_LANGUAGE = { en: 'eng', it: 'ita' } as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGE)[SiteLanguage];

export function contentLanguage(language: string): ContentLanguage {
  return language === 'it' ? 'ita' : 'eng';
}
