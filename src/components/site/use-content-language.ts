import { useI18next } from 'gatsby-plugin-react-i18next';
import { contentLanguage, type ContentLanguage } from '../../core/routes/languages';

/** The lng.eng / lng.ita key of the page's language. */
export function useContentLanguage(): ContentLanguage {
  return contentLanguage(useI18next().language);
}
