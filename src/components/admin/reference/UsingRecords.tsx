import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { LocalLink } from '../../site/LocalLink';
import { nameInLanguage, type UsingRecord } from './failure';

interface Props {
  what: 'sub-categories' | 'categories';
  shown: UsingRecord[];
  count: number;
  /** For a category's own sub-categories: opens its panel, where they are changed. */
  onOpenOwner?: () => void;
}

/**
 * The sub-categories or categories that keep a record from being deleted, in the admin's
 * language, and how many more there are. A brand's categories are links to their forms; a
 * category's sub-categories are edited in its own panel, which the button opens.
 */
export function UsingRecords({ what, shown, count, onOpenOwner }: Props) {
  const { t, i18n } = useTranslation();
  const key = what === 'categories' ? 'categories' : 'subCategories';
  const more = count - shown.length;
  return (
    <>
      <p className="mt-2 mb-1">{t(`adminReference.usingRecords.${key}.title`)}</p>
      <ul className="mb-0">
        {shown.map((record) => {
          const name = nameInLanguage(record, record.name, i18n.language);
          return (
            <li key={record._id}>
              {what === 'categories' ? (
                <LocalLink to={`/admin_category?open=${record._id}`}>{name}</LocalLink>
              ) : (
                name
              )}
            </li>
          );
        })}
        {more > 0 && <li>{t(`adminReference.usingRecords.${key}.more`, { count: more })}</li>}
      </ul>
      {onOpenOwner && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm mt-2"
          onClick={onOpenOwner}
        >
          {t('adminReference.usingRecords.subCategories.open')}
        </button>
      )}
    </>
  );
}
