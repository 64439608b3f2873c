import { useEffect } from 'react';
import { documentTitle } from '../../core/seo/page-title';
import { useContentLanguage } from '../site/use-content-language';
import { useShopDefaults } from '../site/use-shop-defaults';

/**
 * Retitles the document once a client-only page knows what it shows (an activation that
 * worked or a dead link), with the shop's name as the Head export would add it. Null keeps
 * the build's title.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { site } = useShopDefaults();
  const lng = useContentLanguage();
  useEffect(() => {
    if (pageTitle) document.title = documentTitle(pageTitle, site, lng);
  }, [pageTitle, site, lng]);
}
