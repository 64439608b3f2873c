import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { addressLines, companyContacts, type ContactLink } from '../../core/site/footer-blocks';
import type { PublicSiteSettings } from '../../core/site/shop-data';

function Detail({ label, link }: { label: string; link: ContactLink | undefined }) {
  if (!link) return null;
  return (
    <>
      <dt className="col-sm-3">{label}</dt>
      <dd className="col-sm-9">
        <a href={link.href}>{link.text}</a>
      </dd>
    </>
  );
}

/**
 * The company's email, helpline, WhatsApp and postal address from the site settings, whatever
 * the footer's flags say: the contact page is where a visitor looks for all of them.
 */
export function ContactDetails({ company }: { company: PublicSiteSettings['company'] }) {
  const { t } = useTranslation();
  const { email, helpline, whatsApp } = companyContacts(company);
  const address = addressLines(company.address);
  const name = company.name.trim();

  if (!email && !helpline && !whatsApp && address.length === 0) {
    return <p>{t('info.contact.none')}</p>;
  }
  return (
    <section className="mt-4">
      <h2 className="h5">{t('info.contact.details')}</h2>
      <dl className="row">
        <Detail label={t('info.contact.email')} link={email} />
        <Detail label={t('info.contact.helpline')} link={helpline} />
        <Detail label={t('info.contact.whatsApp')} link={whatsApp} />
        {address.length > 0 && (
          <>
            <dt className="col-sm-3">{t('info.contact.address')}</dt>
            <dd className="col-sm-9">
              <address className="mb-0">
                {[name, ...address]
                  .filter((line) => line !== '')
                  .map((line, index) => (
                    <React.Fragment key={index}>
                      {index > 0 && <br />}
                      {line}
                    </React.Fragment>
                  ))}
              </address>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
