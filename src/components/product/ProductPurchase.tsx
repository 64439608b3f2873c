import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, Suspense, useEffect } from 'react';
import type { AddToCartProps } from './AddToCart';
import type { LiveProduct } from './use-live-product';

const loadForm = () => import('./AddToCart');
const AddToCart = lazy(() => loadForm().then((module) => ({ default: module.AddToCart })));

type Props = Omit<AddToCartProps, 'live'> & { live: LiveProduct };

/**
 * The product page's purchase form. The page is built with the stock unknown, so its HTML and
 * first render say that stock is being checked; the form (options, quantity, the cart calls
 * and their error messages) shows only once the live product is in. Its code is therefore not
 * in the page's first scripts (issue 25.15): it is asked for on mount, beside the live
 * product, and the wait reads the same until both are there.
 */
export function ProductPurchase({ live, ...form }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    void loadForm();
  }, []);
  const checking = (
    <p role="status" className="text-body-secondary">
      {t('product.checkingStock')}
    </p>
  );
  if (live.state === 'loading') return checking;
  return (
    <Suspense fallback={checking}>
      <AddToCart live={live} {...form} />
    </Suspense>
  );
}
