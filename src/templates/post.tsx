import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  contentLangAttribute,
  excerpt,
  formatPostDate,
  languageTag,
  postTextFor,
} from '../core/content/post-text';
import { localisedPath, postPath } from '../core/routes/shop-routes';
import type { PostEntry } from '../core/site/shop-data';
import { TextParagraphs } from '../components/content/TextParagraphs';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { LocalLink } from '../components/site/LocalLink';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';
import { useShopSnapshot } from '../components/site/use-shop-snapshot';

/** What src/build gives /posts/{slug}-{cuid}. */
export interface PostPageContext {
  post: PostEntry;
}

/**
 * One blog post. Its content is what a person typed: it is shown as plain text paragraphs
 * (a blank line between them), never parsed as HTML.
 */
export default function PostPage({ pageContext }: ShopPageProps<PostPageContext>) {
  const { t } = useTranslation();
  const { language, post } = pageContext;
  const text = postTextFor(post, language);
  const lang = contentLangAttribute(text.lng, language);
  const date = formatPostDate(post.dateAdded, language);
  const author = post.name.trim();

  return (
    <Layout>
      <article lang={lang} style={{ maxWidth: '48rem' }}>
        <h1 className="h3 mb-2">{text.title}</h1>
        {(date || author) && (
          // The date and byline are the page's words, in the page's language.
          <p className="text-body-secondary mb-4" lang={lang && language}>
            {date && <time dateTime={post.dateAdded}>{date}</time>}
            {date && author && ' · '}
            {author && t('posts.by', { name: author })}
          </p>
        )}
        {!text.inPageLanguage && (
          <p className="alert alert-light" lang={language}>
            {t('posts.untranslated')}
          </p>
        )}
        <TextParagraphs text={text.content} />
      </article>
      <p className="mt-4">
        <LocalLink to="/posts">{t('posts.back')}</LocalLink>
      </p>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<PostPageContext>) {
  const { siteUrl } = useShopSnapshot();
  const { post } = pageContext;
  const language = headLanguage(pageContext);
  const text = postTextFor(post, language);
  const description = excerpt(text.content, 160);
  const inLanguage = languageTag(text.lng);
  const author = post.name.trim();
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      pageKey="App"
      title={text.title}
      description={description}
      ogType="article"
      jsonLd={[
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: text.title,
          url: `${siteUrl}${localisedPath(postPath(post), language)}`,
          datePublished: post.dateAdded,
          ...(description ? { description } : {}),
          ...(inLanguage ? { inLanguage } : {}),
          ...(author ? { author: { '@type': 'Person', name: author } } : {}),
        },
      ]}
    />
  );
}

export const query = graphql`
  query PostPage($language: String!) {
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
