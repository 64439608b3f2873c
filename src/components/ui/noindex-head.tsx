import React from 'react';
import { InfoHead } from '../content/InfoPage';
import type { ShopHeadProps } from '../site/page-types';

/**
 * The Head export of an account page: spec 2's page key, noindex (an account page is
 * nobody else's), and a title of the page's own where it shares another page's key.
 */
export function accountHead(pageKey: string, titleKey?: string) {
  return function Head(props: ShopHeadProps<object>) {
    return <InfoHead {...props} pageKey={pageKey} titleKey={titleKey} noindex />;
  };
}
