import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef } from 'react';
import { CartLines } from '../components/cart/CartLines';
import { CartSummary } from '../components/cart/CartSummary';
import { useCartActions } from '../components/cart/use-cart-actions';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { LocalLink } from '../components/site/LocalLink';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';
import { useContentLanguage } from '../components/site/use-content-language';
import { useAppSelector } from '../state/hooks';
import { inLanguage } from '../core/routes/languages';

/**
 * /cart: the server's cart, its lines and totals (spec sections 2 and 4). It is refreshed once
 * when the page opens, so prices and stock are those of now, not of the last visit.
 */
export default function CartPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('cart.title')}</h1>
      <CartContent />
    </Layout>
  );
}

/**
 * The cart itself reads the store, here inside the layout's deferred page boundary rather than
 * in the page component: the store's restore after hydration re-rendering the page component
 * would reach that boundary before it hydrated (React error 421).
 */
function CartContent() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { customerCart: cart, restored } = useAppSelector((state) => state.shop);
  const { refresh } = useCartActions();
  const refreshed = useRef(false);

  useEffect(() => {
    if (!restored || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [restored, refresh]);

  const hasLines = cart !== null && cart.items.length > 0;
  return (
    <>
      {!restored && <p role="status">{t('cart.loading')}</p>}
      {restored && !hasLines && (
        <div data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <LocalLink to="/shop/products" className="btn btn-shop">
            {t('cart.continue')}
          </LocalLink>
        </div>
      )}
      {hasLines && (
        <div className="row g-4">
          <div className="col-lg-8">
            <CartLines cart={cart} lng={lng} />
          </div>
          <aside className="col-lg-4" aria-labelledby="cart-summary-heading">
            <CartSummary cart={cart} headingId="cart-summary-heading" />
          </aside>
        </div>
      )}
    </>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Checkout"
      title={inLanguage({ en: 'Cart', it: 'Carrello' }, headLanguage(pageContext))}
      noindex
    />
  );
}

export const query = graphql`
  query CartPage($language: String!) {
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
