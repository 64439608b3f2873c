import { Link, type GatsbyLinkProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { localisedPath } from '../../core/routes/shop-routes';

type Props = Omit<GatsbyLinkProps<unknown>, 'ref'> & { to: string };

/**
 * A Gatsby Link to a path in the page's language (/it prefix for Italian). The i18n plugin's
 * own Link has types that clash with @types/react 18.3, so this small wrapper replaces it.
 */
export const LocalLink = React.forwardRef<HTMLAnchorElement, Props>(function LocalLink(
  { to, ...rest },
  ref,
) {
  const { language, defaultLanguage } = useI18next();
  return <Link {...rest} ref={ref as never} to={localisedPath(to, language, defaultLanguage)} />;
});

/** The same path in the visitor's language, for navigate() calls. */
export function useLocalPath(): (path: string) => string {
  const { language, defaultLanguage } = useI18next();
  return (path) => localisedPath(path, language, defaultLanguage);
}
