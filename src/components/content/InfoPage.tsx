import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { DEFAULT_DELIVERY_DAYS } from '../../core/constants';
import { Layout } from '../layout/Layout';
import { Seo } from '../seo/Seo';
import { LocalLink } from '../site/LocalLink';
import { headLanguage, type ShopHeadProps } from '../site/page-types';
import { useShopDefaults } from '../site/use-shop-defaults';
import { headText } from './head-text';
import { TextParagraphs } from './TextParagraphs';

export interface InfoLink {
  /** A site path without the language prefix (/contact, /orders). */
  to: string;
  /** The link text's translation key. */
  label: string;
}

export interface InfoSection {
  /** The section's texts are info.{page}.{id}.heading and info.{page}.{id}.text. */
  id: string;
  links?: readonly InfoLink[];
}

export interface InfoPageProps {
  /** The page's texts are info.{page}.title, info.{page}.intro and its sections'. */
  page: string;
  sections?: readonly (string | InfoSection)[];
  /** Shown after the intro: what the page has beyond text (contact details, links). */
  children?: ReactNode;
  /** Links after the last section. */
  links?: readonly InfoLink[];
}

function LinkList({ links }: { links: readonly InfoLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-inline">
      {links.map((link) => (
        <li key={link.to} className="list-inline-item me-3">
          <LocalLink to={link.to}>{t(link.label)}</LocalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * An information page (/about, /terms, ...): an h1, an intro and titled sections, every text
 * from the translation files. Texts may use {{company}} (the company name from the site
 * settings), {{deliveryDays}} (spec 9: "Default delivery days 3-5") and {{returnsDays}} (the
 * returns window, site setting returns.days: the build's value in the page's HTML, the live
 * one once the page has loaded, so a change needs no rebuild to show).
 */
export function InfoPage(props: InfoPageProps) {
  // The store is read inside the layout: a page component reading it re-renders when the
  // live defaults land, which can come before the layout's deferred parts have hydrated
  // (React #421, as on /cart).
  return (
    <Layout>
      <InfoBody {...props} />
    </Layout>
  );
}

function InfoBody({ page, sections = [], children, links }: InfoPageProps) {
  const { t } = useTranslation();
  const { site } = useShopDefaults();
  const values = {
    company: site.company.name.trim() || t('app.name'),
    deliveryDays: DEFAULT_DELIVERY_DAYS,
    returnsDays: site.returns.days,
  };
  const text = (key: string) => t(`info.${page}.${key}`, values);

  return (
    <div style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-3">{text('title')}</h1>
      <TextParagraphs text={text('intro')} className="lead" />
      {children}
      {sections.map((entry) => {
        const section = typeof entry === 'string' ? { id: entry } : entry;
        return (
          <section key={section.id} className="mt-4">
            <h2 className="h5">{text(`${section.id}.heading`)}</h2>
            <TextParagraphs text={text(`${section.id}.text`)} />
            {section.links && <LinkList links={section.links} />}
          </section>
        );
      })}
      {links && (
        <div className="mt-4">
          <LinkList links={links} />
        </div>
      )}
    </div>
  );
}

export type InfoHeadProps = ShopHeadProps<object> & {
  /** One of spec section 2's per-page keys. */
  pageKey: string;
  /**
   * The translation key of a title of the page's own, for pages that share the generic App
   * key (/technology, /solution); others take their title from the SEO settings of their key.
   */
  titleKey?: string;
  noindex?: boolean;
};

/** The Head export of a page built with InfoPage (and of the other content pages). */
export function InfoHead({ pageContext, data, pageKey, titleKey, noindex }: InfoHeadProps) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey={pageKey}
      title={titleKey ? headText(data, titleKey) : undefined}
      noindex={noindex}
    />
  );
}
