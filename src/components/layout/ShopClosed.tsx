import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { companyContacts } from '../../core/site/footer-blocks';
import type { PublicSiteSettings } from '../../core/site/shop-data';

export interface ShopClosedProps {
  site: PublicSiteSettings;
  /** 1 (default) when the notice is the page's main content, 2 under a page heading. */
  headingLevel?: 1 | 2;
}

/** Shown instead of the catalogue while the shop-active switch is off. */
export function ShopClosed({ site, headingLevel = 1 }: ShopClosedProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Independent of the footer's flags: a closed shop should always say how to reach it.
  const { email, helpline } = companyContacts(site.company);

  return (
    <section aria-labelledby={headingId} className="text-center py-5">
      <Heading id={headingId} className="h2 mb-3">
        {t('shopClosed.heading')}
      </Heading>
      <p className="lead">{t('shopClosed.message')}</p>
      {(email || helpline) && (
        <>
          <p className="mb-1">{t('shopClosed.contact')}</p>
          <ul className="list-unstyled mb-0">
            {email && (
              <li>
                {t('shopClosed.email')}:{' '}
                <a href={email.href} className="link-body-emphasis">
                  {email.text}
                </a>
              </li>
            )}
            {helpline && (
              <li>
                {t('shopClosed.helpline')}:{' '}
                <a href={helpline.href} className="link-body-emphasis">
                  {helpline.text}
                </a>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
