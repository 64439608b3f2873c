import React from 'react';
import { InfoHead } from '../content/InfoPage';
import type { ShopHeadProps } from '../site/page-types';

/**
 * The Head export of a page that is one person's (account, checkout, /pay, back office): spec
 * 2's page key, noindex (the page is nobody else's), and a title of the page's own where it
 * shares another page's key.
 */
export function noindexHead(pageKey: string, titleKey?: string) {
  return function Head(props: ShopHeadProps<object>) {
    return <InfoHead {...props} pageKey={pageKey} titleKey={titleKey} noindex />;
  };
}
