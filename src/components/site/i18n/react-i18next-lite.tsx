import React, { createContext, useContext, type ReactNode } from 'react';
import { I18n } from './i18next-lite';

/**
 * Stands in for `react-i18next` in the site's bundles (gatsby-node.ts aliases it): the i18n
 * plugin's provider and its useTranslation/useI18next, which the site's components call.
 */

const I18nContext = createContext<I18n>(new I18n());

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's t() and language; the texts are all in the page's data, so always ready. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n, ready: true };
}
