import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { LocalLink } from '../../site/LocalLink';
import { nameInLanguage, type UsingProduct } from './failure';

/**
 * The products that keep a record from being deleted, each a link to its form (so the owner
 * can change it there), and how many more there are.
 */
export function UsingProducts({ shown, count }: { shown: UsingProduct[]; count: number }) {
  const { t, i18n } = useTranslation();
  const more = count - shown.length;
  return (
    <>
      <p className="mt-2 mb-1">{t('adminReference.usingProducts.title')}</p>
      <ul className="mb-0">
        {shown.map((product) => (
          <li key={product.sku}>
            <LocalLink to={`/admin_product/edit/${encodeURIComponent(product.sku)}`}>
              {nameInLanguage({ itaName: product.itaName }, product.name, i18n.language)}
            </LocalLink>{' '}
            <span className="text-body-secondary">({product.sku})</span>
          </li>
        ))}
        {more > 0 && <li>{t('adminReference.usingProducts.more', { count: more })}</li>}
      </ul>
    </>
  );
}
