import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { mediaText, youtubeWatchUrl } from '../core/content/media-categories';
import { CategorisedMedia } from '../components/content/CategorisedMedia';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import type { ShopHeadProps } from '../components/site/page-types';
import { useContentLanguage } from '../components/site/use-content-language';
import { useShopDefaults } from '../components/site/use-shop-defaults';

/**
 * /video: the shop's YouTube videos by category. Each is a link to its page on YouTube, with
 * no embedded player and no thumbnail: nothing loads from YouTube (no third-party requests,
 * cookies or scripts) until the visitor chooses to watch.
 */
export default function VideoPage() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { videos } = useShopDefaults();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('video.title')}</h1>
      <p>{t('video.intro')}</p>
      <CategorisedMedia
        items={videos}
        lng={lng}
        prefix="video"
        listClassName="row row-cols-1 row-cols-md-2 g-4"
        renderItem={(video) => {
          const text = mediaText(video, lng);
          const title = text.title || t('video.untitled');
          const href = youtubeWatchUrl(video.youtubeId);
          return (
            <article className="card h-100">
              <div className="card-body d-flex flex-column">
                <h3 className="h6 card-title">{title}</h3>
                {text.descr && <p className="card-text">{text.descr}</p>}
                {href ? (
                  <p className="mt-auto mb-0">
                    <a href={href} className="link-body-emphasis">
                      {t('video.watch')}
                      <span className="visually-hidden">: {title}</span>
                    </a>
                  </p>
                ) : (
                  <p className="mt-auto mb-0 text-body-secondary">{t('video.unavailable')}</p>
                )}
              </div>
            </article>
          );
        }}
      />
    </Layout>
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Video" />;
}

export const query = graphql`
  query VideoPage($language: String!) {
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
