import { startTransition, useEffect, useState } from 'react';
import { RELATED_PRODUCT_ROWS } from '../../core/constants';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';

/**
 * The related products as the catalogue has them now (spec 7: products?rows=12&related=...),
 * starting from the list built into the page. The live answer replaces the built one whole:
 * a product sold out or hidden since the build leaves, one added since joins. If the call
 * fails the built list stays; each of its pages says itself whether it is in stock.
 */
export function useRelatedProducts(
  sku: string,
  built: readonly CatalogueProduct[],
): readonly CatalogueProduct[] {
  const [related, setRelated] = useState(built);
  useEffect(() => {
    const controller = new AbortController();
    setRelated(built);
    apiGet<typeof getProducts>(
      `products?rows=${RELATED_PRODUCT_ROWS}&related=${encodeURIComponent(sku)}`,
      controller.signal,
    )
      .then(({ products }) => {
        if (!controller.signal.aborted) startTransition(() => setRelated(products));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [sku, built]);
  return related;
}
