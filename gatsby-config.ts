import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { shopNetlifyAdapter } from './src/build/netlify-adapter';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES } from './src/core/routes/languages';

const siteUrl = process.env.URL ?? 'http://localhost:8888';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Borse',
    siteUrl,
  },
  trailingSlash: 'never',
  // Set here, not left to Gatsby's zero-configuration install on Netlify: pinned in
  // package.json, and the same output in every build (src/build/netlify-adapter.ts).
  adapter: shopNetlifyAdapter(),
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      // mail.json holds the mails' texts, read by the server only: no page needs them.
      options: {
        path: path.join(__dirname, 'src/locales'),
        name: 'locale',
        ignore: ['**/mail.json'],
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...SITE_LANGUAGES],
        defaultLanguage: DEFAULT_SITE_LANGUAGE,
        siteUrl,
        // gatsby-browser.tsx picks the language from the browser; the plugin's own redirect
        // raced with the first render and left blank pages.
        redirect: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: false,
          nsSeparator: false,
        },
      },
    },
  ],
};

export default config;
