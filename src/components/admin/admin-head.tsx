import { noindexHead } from '../ui/noindex-head';

/**
 * The Head export of a back-office page: the generic App page key (spec 2 lists no admin
 * keys), the page's own title from translation.json (the admin menu labels live there), and
 * noindex.
 */
export const adminHead = (titleKey: string) => noindexHead('App', titleKey);
