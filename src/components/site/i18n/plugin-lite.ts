/**
 * Stands in for `gatsby-plugin-react-i18next`'s entry in the site's bundles (gatsby-node.ts
 * aliases it): the two hooks the site imports from it (ESLint allows no others). The entry
 * itself re-exports everything, its Link and react-i18next's whole surface among it, in
 * CommonJS that webpack cannot trim: ~2 kB of every page's first load (issue 25.15). The
 * plugin's own page wrapper imports its files directly, not this entry.
 */
export { useTranslation } from './react-i18next-lite';
export { useI18next } from 'gatsby-plugin-react-i18next/dist/useI18next';
