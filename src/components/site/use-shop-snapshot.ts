import { graphql, useStaticQuery } from 'gatsby';
import type { SeoPages, ShopDefaults } from '../../core/site/shop-data';
import type { SiteLook } from '../../core/site/site-look';

export interface ShopStatic {
  defaults: ShopDefaults;
  seo: SeoPages;
  /** The published colours' look, computed at build: no contrast math in the first load. */
  look: SiteLook;
  siteUrl: string;
}

interface Result {
  shopSnapshot: { json: string };
  site: { siteMetadata: { siteUrl: string } };
}

let parsed: { json: string; value: ShopStatic } | undefined;

/**
 * Site settings, menus, SEO texts and the colours' look as they were at build time (gatsby-node's ShopSnapshot
 * node). Gatsby keeps a static query's result in one shared file, so every page reuses it
 * instead of carrying its own copy. Parsed once per page load.
 */
export function useShopSnapshot(): ShopStatic {
  const data = useStaticQuery<Result>(graphql`
    query ShopSnapshot {
      shopSnapshot {
        json
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (parsed?.json !== data.shopSnapshot.json) {
    const { defaults, seo, look } = JSON.parse(data.shopSnapshot.json) as Omit<
      ShopStatic,
      'siteUrl'
    >;
    parsed = {
      json: data.shopSnapshot.json,
      value: { defaults, seo, look, siteUrl: data.site.siteMetadata.siteUrl },
    };
  }
  return parsed.value;
}
