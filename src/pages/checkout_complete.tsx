import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { AwaitedOrder } from '../components/checkout/AwaitedOrder';
import { NoOrder, OrderComplete } from '../components/checkout/OrderComplete';
import { forgetPaidPayment, handedOverPayment } from '../components/checkout/paid-handover';
import { completedOrder, type PlacedOrder } from '../components/checkout/placed-order';
import { Layout } from '../components/layout/Layout';
import { RequireCustomer } from '../components/session/RequireCustomer';
import type { ShopPageProps } from '../components/site/page-types';

/**
 * /checkout_complete: the order just placed, handed over by checkout in the history entry (a
 * reload keeps it; the page itself holds nothing anyone else could read). Without it, the
 * payment handed over (paid-handover.ts) is asked for its order until the order is placed.
 */
export default function CheckoutCompletePage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  // The history entry exists only in the browser: the built page shows neither state.
  const [order, setOrder] = useState<PlacedOrder | null | undefined>(undefined);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  useEffect(() => {
    const handed = completedOrder(location.state);
    setPaymentId(handed ? null : handedOverPayment(location.search));
    setOrder(handed);
  }, [location.state, location.search]);
  // Shown once: a later visit to the address typed in shows no order.
  useEffect(() => {
    if (order) forgetPaidPayment();
  }, [order]);
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
      {order === null && !paymentId && <NoOrder />}
      {order === null && paymentId && (
        <RequireCustomer>
          {(auth) => <AwaitedOrder auth={auth} paymentId={paymentId} onOrder={setOrder} />}
        </RequireCustomer>
      )}
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
