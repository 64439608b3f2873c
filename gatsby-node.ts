import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  createShopPages,
  saveSnapshotForPublish,
  shopSnapshot,
  shopSnapshotNode,
} from './src/build/gatsby-shop';
import { moveBuildOnlyFiles } from './src/build/build-only-files';
import { restoreGatsbyPages } from './src/build/pretty-pages';
import { publishImages } from './src/build/publish-images';
import { purgeInlinedCss } from './src/build/purge-css';
import { writeSeoFiles } from './src/build/seo-files';
import { PruneStaleWebpackAssets } from './src/build/webpack-assets';
import { ScriptsAfterFirstPaint } from './src/build/scripts-after-paint';
import { closeDb } from './src/server/db/client';

/**
 * The storefront is built from the database (npm run build prepares it first): one snapshot
 * feeds the shared layout data (a static-query node) and every page of src/build.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await shopSnapshotNode(args);
};

/**
 * A build over the kept public/ (a Publish: issue 27.3) first puts the pages the adapter moved
 * to pretty URLs back where Gatsby wrote them, so it can leave the unchanged ones alone.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const restored = await restoreGatsbyPages();
  if (restored) reporter.info(`pages of the last build back at Gatsby's paths: ${restored}`);
};

export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  await createShopPages(actions.createPage);
};

/**
 * Client-only routes, by the page that answers them: /shop/{term} (storefront search,
 * src/pages/shop/[...].tsx) and /admin_product/... (back office, src/pages/admin_product.tsx,
 * which also answers the bare /admin_product: a second file admin_product/[...].tsx would share
 * its webpack chunk name and break one of their static queries). The i18n plugin prefixes a
 * page's matchPath again for Italian (/it/it/shop/*), so it is set here from the page's path.
 */
const CLIENT_ONLY_PAGES = [
  { page: /^(\/it)?\/shop\/\[\.\.\.\]\/?$/, base: 'shop/*' },
  { page: /^(\/it)?\/admin_product\/?$/, base: 'admin_product/*' },
  // The Italian 404 answers every /it address without a page, as the plugin means it to (its
  // /it/it/* matches nothing): in the browser a missing Italian page stays Italian and keeps
  // its address, instead of Gatsby's English /404.html.
  { page: /^(\/it)\/404\/?$/, base: '*' },
];

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  for (const { page: pattern, base } of CLIENT_ONLY_PAGES) {
    const match = pattern.exec(page.path);
    if (!match) continue;
    const matchPath = `${match[1] ?? ''}/${base}`;
    if (page.matchPath === matchPath) return;
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath });
    return;
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: { path: string; matchPath: string | null; pageContext: unknown }[] };
  }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          matchPath
          pageContext
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('could not list the pages for the sitemap', result.errors);
    return;
  }
  await writeSeoFiles({
    publicDir: path.resolve('public'),
    siteUrl: result.data.site.siteMetadata.siteUrl,
    pages: result.data.allSitePage.nodes,
    languages: (await shopSnapshot()).defaults.language.enabled,
  });
  const images = await publishImages(path.resolve('public'));
  reporter.info(`pictures published as static files: ${images}`);
  const css = await purgeInlinedCss(path.resolve('public'));
  reporter.info(`stylesheet trimmed to the rules in use: ${css.before} → ${css.after} bytes`);
  // Gatsby has rendered every page from webpack.stats.json by now; visitors need neither it
  // nor the source maps (docs/decisions.md, 28.13).
  const moved = moveBuildOnlyFiles(path.resolve('public'));
  reporter.info(`source maps and webpack stats kept out of public/: ${moved} files`);
  // The adapter, last, records the snapshot as published (src/build/publish-record.ts).
  await saveSnapshotForPublish();
  await closeDb();
};

/**
 * The i18n plugin's i18next and react-i18next are the site's own small stand-ins in every
 * bundle, the server-rendered pages' too so hydration meets the same texts (issue 25.15:
 * ~20 kB of every page's first load; src/components/site/i18n). Its browser-lang and outdent
 * serve only its redirect (off) and a development warning, and its entry re-exports far more
 * than the two hooks the site takes from it: ~2 kB more.
 */
const I18N_STAND_INS = {
  i18next$: path.resolve(__dirname, 'src/components/site/i18n/i18next-lite.ts'),
  'react-i18next$': path.resolve(__dirname, 'src/components/site/i18n/react-i18next-lite.tsx'),
  'browser-lang$': path.resolve(__dirname, 'src/components/site/i18n/browser-lang-lite.ts'),
  outdent$: path.resolve(__dirname, 'src/components/site/i18n/outdent-lite.ts'),
  'gatsby-plugin-react-i18next$': path.resolve(
    __dirname,
    'src/components/site/i18n/plugin-lite.ts',
  ),
};

/**
 * `npm start` serves gatsby develop through netlify dev, which sends netlify.toml's
 * Content-Security-Policy with it; that policy has no 'unsafe-eval', and develop's default
 * source maps (eval-cheap-module-source-map) would need it. The browser bundles of a build
 * over the kept public/ (a Publish) replace the last build's instead of piling up beside them,
 * and every page asks for them after its first paint (src/build/scripts-after-paint.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  actions.setWebpackConfig({ resolve: { alias: I18N_STAND_INS } });
  if (stage === 'develop') actions.setWebpackConfig({ devtool: 'cheap-module-source-map' });
  if (stage === 'build-javascript') {
    actions.setWebpackConfig({
      plugins: [new PruneStaleWebpackAssets(), new ScriptsAfterFirstPaint()],
    });
  }
};
