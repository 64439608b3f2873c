import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import type { ProductPageContext } from '../build/page-contexts';
import { productPictures } from '../core/catalogue/product-pictures';
import { contentLanguage } from '../core/routes/languages';
import { productPath } from '../core/routes/shop-routes';
import { canonicalUrl } from '../core/seo/alternates';
import { pageTrailJsonLd } from '../core/seo/json-ld';
import { productJsonLd } from '../core/seo/product-json-ld';
import { WishlistButton } from '../components/account/WishlistButton';
import { Layout } from '../components/layout/Layout';
import { BelowTheFold } from '../components/product/BelowTheFold';
import { Price } from '../components/product/Price';
import { ProductGallery } from '../components/product/ProductGallery';
import { ProductPurchase } from '../components/product/ProductPurchase';
import { useLiveProduct } from '../components/product/use-live-product';
import { Seo } from '../components/seo/Seo';
import { Breadcrumbs } from '../components/site/Breadcrumbs';
import { useLocalPath } from '../components/site/LocalLink';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';
import { useShopSnapshot } from '../components/site/use-shop-snapshot';

const CURRENCY = 'EUR';

/** /product/{id}: built from the catalogue, with price and stock read live (spec section 2). */
export default function ProductPage({ pageContext }: ShopPageProps<ProductPageContext>) {
  const { t } = useTranslation();
  const built = pageContext.product;
  const lng = contentLanguage(pageContext.language);
  const { live, retry } = useLiveProduct(built.sku);
  const product = live.state === 'ready' ? live.product : built;
  const text = product.lng[lng];
  const name = text.name || product.lng.eng.name;
  const pictures = productPictures(product);
  const pagePath = useLocalPath()(productPath(built.url));
  // The colour chosen in the form: the main picture shows it.
  const [colour, setColour] = useState('');

  return (
    <Layout>
      <Breadcrumbs crumbs={pageContext.breadcrumb} />
      <div className="row g-4">
        <div className="col-md-6">
          <ProductGallery
            pictures={pictures}
            colours={product.colors}
            colour={colour}
            name={name}
          />
        </div>
        <div className="col-md-6">
          <h1 className="h3">{name}</h1>
          <p className="text-body-secondary">{text.brand || product.brand}</p>
          <p className="fs-4" data-testid="price" aria-live="polite">
            <Price sell={product.sell} currency={CURRENCY} />
          </p>
          {text.priceDescr && <p className="small">{text.priceDescr}</p>}
          <ProductPurchase
            live={live}
            lng={lng}
            currency={CURRENCY}
            onRetry={retry}
            onColourChange={setColour}
          />
          <WishlistButton sku={built.sku} name={name} pagePath={pagePath} />
          {text.description && (
            <section className="mt-4" aria-labelledby="description-heading">
              <h2 id="description-heading" className="h5">
                {t('product.description')}
              </h2>
              <p style={{ whiteSpace: 'pre-line' }}>{text.description}</p>
            </section>
          )}
        </div>
      </div>
      <BelowTheFold
        sku={built.sku}
        pagePath={pagePath}
        built={pageContext.related}
        lng={lng}
        currency={CURRENCY}
      />
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<ProductPageContext>) {
  const { siteUrl } = useShopSnapshot();
  const language = headLanguage(pageContext);
  const lng = contentLanguage(language);
  const { product } = pageContext;
  const text = product.lng[lng];
  const url = canonicalUrl(siteUrl, productPath(product.url), language);
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      pageKey="ProductDetail"
      title={text.seoTitle || text.pageTitle || text.name || product.lng.eng.name}
      description={text.metaDescr || undefined}
      image={product.image.image1}
      ogType="product"
      jsonLd={[
        productJsonLd(product, { lng, url, siteUrl, currency: CURRENCY, terms: pageContext.terms }),
        pageTrailJsonLd(pageContext.breadcrumb, siteUrl, language),
      ]}
    />
  );
}

export const query = graphql`
  query ProductPage($language: String!) {
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
