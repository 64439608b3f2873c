import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { ShopLink } from '../../../core/site/footer-blocks';
import { LocalLink } from '../../site/LocalLink';
import { FooterHeading } from './FooterHeading';

export function FooterShop({ links }: { links: ShopLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <FooterHeading id={headingId}>{t('footer.shop.heading')}</FooterHeading>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.id} className="mb-1">
            <LocalLink to={link.path} className="link-body-emphasis">
              {link.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
