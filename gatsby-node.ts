import type { GatsbyNode } from 'gatsby';

/**
 * Static pages come from the database in the storefront issue. Client-only areas are declared
 * here so their routes resolve in both languages; the i18n plugin prefixes the Italian one.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = () => undefined;
