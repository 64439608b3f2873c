/** The site's languages as they appear in routes (/ and /it/), the default first. */
export const SITE_LANGUAGES = ['en', 'it'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';
