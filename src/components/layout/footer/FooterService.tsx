import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { ServiceLink } from '../../../core/site/footer-blocks';
import { LocalLink } from '../../site/LocalLink';
import { FooterHeading } from './FooterHeading';

export function FooterService({ links }: { links: ServiceLink[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <FooterHeading id={headingId}>{t('footer.service.heading')}</FooterHeading>
      <ul className="list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.key} className="mb-1">
            <LocalLink to={link.path} className="link-body-emphasis">
              {t(`footer.service.${link.key}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
