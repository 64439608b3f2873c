import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { FooterHeading } from './FooterHeading';

/** The footer's newsletter sign-up: one field, on every page. */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4" style={{ maxWidth: '24rem' }}>
      <FooterHeading id={headingId}>{t('newsletter.heading')}</FooterHeading>
      <p className="small mb-2">{t('newsletter.footerIntro')}</p>
      <NewsletterForm compact />
    </section>
  );
}
