import React from 'react';
import { InfoHead } from '../content/InfoPage';
import type { ShopHeadProps } from '../site/page-types';

/**
 * The Head export of a back-office page: the generic App page key (spec 2 lists no admin
 * keys), the page's own title from translation.json (the admin menu labels live there), and
 * noindex.
 */
export function adminHead(titleKey: string) {
  return function Head(props: ShopHeadProps<object>) {
    return <InfoHead {...props} pageKey="App" titleKey={titleKey} noindex />;
  };
}
