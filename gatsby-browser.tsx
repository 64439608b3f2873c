import React, { Suspense } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import 'bootstrap/dist/css/bootstrap.min.css';
import './src/styles/site.css';
import './src/styles/table-cards.css';
import { StoreProvider } from './src/state/StoreProvider';
import { languageRedirect } from './src/core/routes/language-redirect';
import { routerSafePath } from './src/core/routes/router-safe-path';
import { SITE_LANGUAGES } from './src/core/routes/languages';

/** Where gatsby-plugin-react-i18next keeps the visitor's choice from the language menu. */
const LANGUAGE_KEY = 'gatsby-i18next-language';

/**
 * Picks the language before React starts. The i18n plugin's own redirect (switched off in
 * gatsby-config) replaces the route during the first render and left a blank page about half
 * the time here; a plain page load to the right address has no such race.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // An address the router cannot decode (a typed /shop/%25) loads again put right. Gatsby's
  // router has read the address already, so the page waits for that load instead of starting.
  const safe = routerSafePath(window.location.pathname);
  if (safe !== null) {
    window.location.replace(`${safe}${window.location.search}${window.location.hash}`);
    return new Promise<void>(() => {});
  }
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked (private mode): the browser's languages decide
  }
  const target = languageRedirect({
    pathname: window.location.pathname,
    stored,
    browserLanguages: window.navigator.languages,
    languages: SITE_LANGUAGES,
  });
  if (target) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
);

/**
 * The page (its layout and content) hydrates after the root, at low priority and in short
 * slices, rather than in the same long task as Gatsby's router and the providers: React
 * hydrates a Suspense boundary's server HTML that way. gatsby-ssr.tsx renders the same
 * boundary. Outermost of the page wrappers: the i18n plugin's providers are inside it.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <Suspense fallback={null}>{element}</Suspense>
);
