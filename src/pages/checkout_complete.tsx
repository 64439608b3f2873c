import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { NoOrder, OrderComplete } from '../components/checkout/OrderComplete';
import { completedOrder, type PlacedOrder } from '../components/checkout/placed-order';
import { Layout } from '../components/layout/Layout';
import type { ShopPageProps } from '../components/site/page-types';

/**
 * /checkout_complete: the order just placed, handed over by checkout in the history entry (a
 * reload keeps it; the page itself holds nothing anyone else could read).
 */
export default function CheckoutCompletePage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  // The history entry exists only in the browser: the built page shows neither state.
  const [order, setOrder] = useState<PlacedOrder | null | undefined>(undefined);
  useEffect(() => setOrder(completedOrder(location.state)), [location.state]);
  // Checkout replaces its own history entry with this page, scrolled down to the card form:
  // the thanks opens at the top, and a screen reader starts at the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!order) return;
    // At once: the site scrolls smoothly (Bootstrap), which would glide past the footer.
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [order]);
  return (
    <Layout>
      <h1 ref={heading} tabIndex={-1} className="h3 mb-3">
        {t('checkout.complete.title')}
      </h1>
      {order === undefined && <p role="status">{t('checkout.complete.loading')}</p>}
      {order === null && <NoOrder />}
      {order && <OrderComplete order={order} />}
    </Layout>
  );
}

export const Head = noindexHead('Checkout', 'checkout.complete.title');

export const query = graphql`
  query CheckoutCompletePageQuery($language: String!) {
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
