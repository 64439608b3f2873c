import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { ContactLink, FooterCompanyBlock } from '../../../core/site/footer-blocks';
import { FooterHeading } from './FooterHeading';

function ContactLine({ label, link }: { label: string; link: ContactLink | undefined }) {
  if (!link) return null;
  return (
    <li>
      {label}:{' '}
      <a href={link.href} className="link-body-emphasis">
        {link.text}
      </a>
    </li>
  );
}

export function FooterCompany({ block }: { block: FooterCompanyBlock }) {
  const { t } = useTranslation();
  const headingId = useId();
  const socialId = useId();
  return (
    <div>
      <FooterHeading id={headingId}>{t('footer.company.heading')}</FooterHeading>
      {(block.email || block.helpline || block.whatsApp) && (
        <ul className="list-unstyled">
          <ContactLine label={t('footer.company.email')} link={block.email} />
          <ContactLine label={t('footer.company.helpline')} link={block.helpline} />
          <ContactLine label={t('footer.company.whatsApp')} link={block.whatsApp} />
        </ul>
      )}
      {block.address.length > 0 && (
        <address>
          {block.address.map((line, index) => (
            <React.Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </React.Fragment>
          ))}
        </address>
      )}
      {block.social.length > 0 && (
        <>
          <p id={socialId} className="mb-1">
            {t('footer.company.social')}
          </p>
          <ul className="list-inline mb-0" aria-labelledby={socialId}>
            {block.social.map((link) => (
              <li key={link.network} className="list-inline-item">
                <a href={link.href} className="link-body-emphasis">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
