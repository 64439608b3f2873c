import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';

const siteUrl = process.env.URL ?? 'http://localhost:8888';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Borse',
    siteUrl,
  },
  trailingSlash: 'never',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { path: path.join(__dirname, 'src/locales'), name: 'locale' },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: ['en', 'it'],
        defaultLanguage: 'en',
        siteUrl,
        // The home page picks the language from the browser, falling back to English.
        redirect: true,
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
