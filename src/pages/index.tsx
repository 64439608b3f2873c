import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';

interface Category {
  _id: number;
  lng: { eng: { name: string }; ita: { name: string } };
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; categories: Category[] };

/** Placeholder home page: proves the site, the API and the database work together. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation();
  const { language, languages, originalPath, changeLanguage } = useI18next();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    fetch('/api/categories')
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: { categories: Category[] }) => {
        if (live) setLoad({ state: 'ready', categories: body.categories });
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '2rem auto',
        padding: '0 1rem',
      }}
    >
      <nav aria-label={t('language.menu')}>
        {languages.map((lng) => (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={lng === language}
            onClick={() => {
              // The plugin loses the path at a language root (/it) unless it is given.
              void changeLanguage(lng, originalPath);
            }}
            style={{ marginRight: '0.5rem' }}
          >
            {t(`language.${lng}`)}
          </button>
        ))}
      </nav>
      <h1>{t('home.title')}</h1>
      <p>{t('home.placeholder')}</p>
      <h2>{t('home.categories')}</h2>
      <div aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p>{t('home.loading')}</p>}
        {load.state === 'failed' && <p role="alert">{t('home.failed')}</p>}
        {load.state === 'ready' && (
          <ul data-testid="categories">
            {load.categories.map((category) => (
              <li key={category._id}>
                {language === 'it' ? category.lng.ita.name : category.lng.eng.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

interface LocaleData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] };
}

export function Head({ data }: HeadProps<LocaleData>) {
  const language = data.locales.edges[0]?.node.language ?? 'en';
  return (
    <>
      <html lang={language} />
      <title>{language === 'it' ? 'Borse — negozio' : 'Borse — shop'}</title>
    </>
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
