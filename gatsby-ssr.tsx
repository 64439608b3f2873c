import React, { Suspense } from 'react';
import type { GatsbySSR } from 'gatsby';
import { samePagePathScript } from './src/build/page-path-script';
import { StoreProvider } from './src/state/StoreProvider';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
);

/** The same Suspense boundary as gatsby-browser.tsx's (hydration must meet the same markup). */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <Suspense fallback={null}>{element}</Suspense>
);

/** Every page's inline scripts the same text, so one policy lists their hashes. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(samePagePathScript(getPostBodyComponents()));
};
