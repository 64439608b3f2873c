import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { Crumb } from '../../build/page-contexts';
import { LocalLink } from './LocalLink';

/** The trail to this page; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.breadcrumb')}>
      <ol className="breadcrumb">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} className="breadcrumb-item active" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path} className="breadcrumb-item">
              <LocalLink to={crumb.path}>{crumb.name}</LocalLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
