import type { HeadProps, PageProps } from 'gatsby';
import { languageOf, type Language } from '../../core/routes/languages';

/** The i18n plugin's fields on every page context (src/build fills them for built pages). */
export interface I18nContext {
  language: string;
  i18n: { language: string; originalPath: string; path: string };
}

/** Every page queries its language's strings for the i18n plugin. */
export interface LocaleData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

export type ShopPageProps<C> = PageProps<LocaleData, C & I18nContext>;
export type ShopHeadProps<C> = HeadProps<LocaleData, C & I18nContext>;

/** The page's language for Head components, which cannot use the i18n context. */
export const headLanguage = (context: I18nContext): Language => languageOf(context.language);
