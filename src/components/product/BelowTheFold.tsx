import React, { lazy, memo, Suspense, type ComponentProps } from 'react';
import type { RelatedProducts as Related } from './RelatedProducts';

const ProductReviews = lazy(() =>
  import('./ProductReviews').then((module) => ({ default: module.ProductReviews })),
);
const RelatedProducts = lazy(() =>
  import('./RelatedProducts').then((module) => ({ default: module.RelatedProducts })),
);

type Props = ComponentProps<typeof Related> & { pagePath: string };

/**
 * The product page below the product: reviews and related products. Their code is not in
 * the page's first scripts (issue 25.15); the server HTML shows them meanwhile and React
 * hydrates them when the chunks arrive. Memoised on the page's constants, so the live
 * product's arrival re-rendering the page does not reach the boundary before it hydrates
 * (React would drop its server HTML).
 */
export const BelowTheFold = memo(function BelowTheFold({ pagePath, ...related }: Props) {
  return (
    <Suspense fallback={null}>
      <ProductReviews sku={related.sku} pagePath={pagePath} />
      <RelatedProducts {...related} />
    </Suspense>
  );
});
