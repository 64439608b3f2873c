import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { mediaText } from '../core/content/media-categories';
import { CategorisedMedia } from '../components/content/CategorisedMedia';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import type { ShopHeadProps } from '../components/site/page-types';
import { useContentLanguage } from '../components/site/use-content-language';
import { useShopDefaults } from '../components/site/use-shop-defaults';

/** The seed's pictures are 1200 by 800; others are cropped to the same 3:2 frame. */
const PICTURE = { width: 600, height: 400 } as const;

/** Pictures in the first row may be the largest paint: they load at once, the rest lazily. */
const EAGER_PICTURES = 2;

/** /gallery: the shop's pictures by category (spec 1, "a gallery"). */
export default function GalleryPage() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { galleries } = useShopDefaults();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('gallery.title')}</h1>
      <p>{t('gallery.intro')}</p>
      <CategorisedMedia
        items={galleries}
        lng={lng}
        prefix="gallery"
        listClassName="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4"
        renderItem={(picture, index) => {
          const text = mediaText(picture, lng);
          return (
            <figure className="mb-0">
              <img
                src={picture.image}
                alt={text.title}
                width={PICTURE.width}
                height={PICTURE.height}
                loading={index < EAGER_PICTURES ? 'eager' : 'lazy'}
                decoding="async"
                className="img-fluid w-100 rounded"
                style={{ aspectRatio: '3 / 2', objectFit: 'cover' }}
              />
              {(text.title || text.descr) && (
                <figcaption className="mt-2">
                  {/* The title is the picture's alt text already: shown, but read once. */}
                  {text.title && (
                    <span className="d-block fw-semibold" aria-hidden="true">
                      {text.title}
                    </span>
                  )}
                  {text.descr && <span className="d-block small">{text.descr}</span>}
                </figcaption>
              )}
            </figure>
          );
        }}
      />
    </Layout>
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Gallery" />;
}

export const query = graphql`
  query GalleryPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "translation" } }) {
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
