import React, { Suspense } from 'react';
import type { GatsbySSR } from 'gatsby';
import { samePagePathScript } from './src/build/page-path-script';
import { firstPicturePreloads } from './src/build/first-picture-preload';
import { picturePreloadsFirst } from './src/build/preload-first';
import { StoreProvider } from './src/state/StoreProvider';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
);

/** The same Suspense boundary as gatsby-browser.tsx's (hydration must meet the same markup). */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <Suspense fallback={null}>{element}</Suspense>
);

/**
 * The page's largest paint, its first high-priority picture, preloaded from the <head>: read
 * from the page's own HTML at build, so it is always the picture shown and costs no script.
 * (Gatsby hands onRenderBody the page's HTML; its types leave it out.)
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  const { bodyHtml } = args as typeof args & { bodyHtml?: string };
  const preloads = firstPicturePreloads(bodyHtml ?? '');
  args.setHeadComponents(
    preloads.map((preload) => (
      <link
        key={`preload ${preload.href} ${preload.media ?? ''}`}
        rel="preload"
        as="image"
        fetchPriority="high"
        {...preload}
      />
    )),
  );
};

/**
 * Every page's inline scripts the same text, so one policy lists their hashes; a page's picture
 * preload ahead of the inlined styles.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(picturePreloadsFirst(getHeadComponents()));
  replacePostBodyComponents(samePagePathScript(getPostBodyComponents()));
};
