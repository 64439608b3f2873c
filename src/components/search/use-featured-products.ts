import { useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';

/** Spec 7's featured read, products?rows=1000&featured=0; null until it answers (or fails). */
export function useFeaturedProducts(): CatalogueProduct[] | null {
  const [products, setProducts] = useState<CatalogueProduct[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<typeof getProducts>('products?rows=1000&featured=0', controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setProducts(answer.products);
      })
      .catch(() => {
        if (!controller.signal.aborted) setProducts([]);
      });
    return () => controller.abort();
  }, []);
  return products;
}
