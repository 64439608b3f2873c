import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  contentLangAttribute,
  excerpt,
  formatPostDate,
  postTextFor,
} from '../core/content/post-text';
import { postPath } from '../core/routes/shop-routes';
import type { PostEntry } from '../core/site/shop-data';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import { LocalLink } from '../components/site/LocalLink';
import type { ShopHeadProps, ShopPageProps } from '../components/site/page-types';

/** What src/build gives /posts: the same posts in both languages, newest first. */
export interface PostsPageContext {
  posts: PostEntry[];
}

/** /posts: the blog (spec: "Sample blog"), each post with its date and opening lines. */
export default function PostsPage({ pageContext }: ShopPageProps<PostsPageContext>) {
  const { t } = useTranslation();
  const { language, posts } = pageContext;

  return (
    <Layout>
      <h1 className="h3 mb-4">{t('posts.title')}</h1>
      {posts.length === 0 ? (
        <p>{t('posts.empty')}</p>
      ) : (
        <ul className="list-unstyled" style={{ maxWidth: '48rem' }}>
          {posts.map((post) => {
            // An Italian page shows a post's Italian text; one not translated keeps its own
            // language (en, fr), marked so screen readers switch voice.
            const text = postTextFor(post, language);
            const lang = contentLangAttribute(text.lng, language);
            const date = formatPostDate(post.dateAdded, language);
            const author = post.name.trim();
            return (
              <li key={post.cuid} className="mb-4">
                <article lang={lang}>
                  <h2 className="h5 mb-1">
                    <LocalLink to={postPath(post)}>{text.title}</LocalLink>
                  </h2>
                  {(date || author) && (
                    <p className="small text-body-secondary mb-2" lang={lang && language}>
                      {date && <time dateTime={post.dateAdded}>{date}</time>}
                      {date && author && ' · '}
                      {author && t('posts.by', { name: author })}
                    </p>
                  )}
                  <p className="mb-0">{excerpt(text.content)}</p>
                  {!text.inPageLanguage && (
                    <p className="small text-body-secondary mt-1 mb-0" lang={language}>
                      {t('posts.untranslated')}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Layout>
  );
}

export function Head(props: ShopHeadProps<PostsPageContext>) {
  // The blog has no per-page key of its own (spec 2): the generic App key with its own title.
  return <InfoHead {...props} pageKey="App" titleKey="posts.title" />;
}

export const query = graphql`
  query PostsPage($language: String!) {
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
