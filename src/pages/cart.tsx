import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatMoney } from '../core/money/currency';
import { CartLines } from '../components/cart/CartLines';
import { useCartSummary } from '../components/cart/use-cart';
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

/** /cart: the cart kept in this browser, its lines and totals (spec sections 2 and 4). */
export default function CartPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { customerCart: cart, restored } = useAppSelector((state) => state.shop);
  const summary = useCartSummary();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('cart.title')}</h1>
      {!restored && <p role="status">{t('cart.loading')}</p>}
      {restored && !cart && (
        <div data-testid="cart-empty">
          <p>{t('cart.empty')}</p>
          <LocalLink to="/shop/products" className="btn btn-shop">
            {t('cart.continue')}
          </LocalLink>
        </div>
      )}
      {cart && summary && (
        <div className="row g-4">
          <div className="col-lg-8">
            <CartLines cart={cart} lng={lng} />
          </div>
          <aside className="col-lg-4" aria-labelledby="cart-summary-heading">
            <div className="card card-body">
              <h2 id="cart-summary-heading" className="h5">
                {t('cart.summary')}
              </h2>
              <dl className="row mb-2" data-testid="cart-summary">
                <dt className="col-7 fw-normal">{t('cart.items')}</dt>
                <dd className="col-5 text-end mb-1">{summary.totalItems}</dd>
                <dt className="col-7 fw-normal">{t('cart.tax')}</dt>
                <dd className="col-5 text-end mb-1">
                  {formatMoney(summary.cartTax, summary.currency)}
                </dd>
                <dt className="col-7">{t('cart.total')}</dt>
                <dd className="col-5 text-end fw-bold mb-1" data-testid="cart-total">
                  {formatMoney(summary.totalPrice, summary.currency)}
                </dd>
              </dl>
              <p className="small text-body-secondary">{t('cart.deliveryLater')}</p>
              <LocalLink to="/checkout" className="btn btn-shop w-100 mb-2">
                {t('cart.checkout')}
              </LocalLink>
              <LocalLink to="/shop/products" className="btn btn-outline-dark w-100">
                {t('cart.continue')}
              </LocalLink>
            </div>
          </aside>
        </div>
      )}
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Checkout"
      title={headLanguage(pageContext) === 'it' ? 'Carrello' : 'Cart'}
      noindex
    />
  );
}

export const query = graphql`
  query CartPage($language: String!) {
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
