import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { LocalLink } from '../site/LocalLink';
import { DisclosureMenu } from './DisclosureMenu';

interface Entry {
  path: string;
  key: string;
}

/** One of the header's account and admin dropdowns: a link per entry, labelled by its key. */
export function HeaderMenu({
  id,
  title,
  entries,
}: {
  id: string;
  title: string;
  entries: readonly Entry[];
}) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu title={title} id={id} alignEnd>
      {entries.map((entry) => (
        <LocalLink key={entry.path} to={entry.path} className="dropdown-item">
          {t(entry.key)}
        </LocalLink>
      ))}
    </DisclosureMenu>
  );
}
