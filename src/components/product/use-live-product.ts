import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';

export type LiveProduct =
  | { state: 'loading' }
  | { state: 'ready'; product: CatalogueProduct }
  | { state: 'gone' }
  | { state: 'failed' };

const LOADING: LiveProduct = { state: 'loading' };

/**
 * The product as the catalogue has it now (spec 7: products?rows=1&sku=...): a static page may
 * be days old, and price and stock must not be. The answer renders as a transition, in slices
 * between the browser's own work rather than in one long task during the page's load.
 */
export function useLiveProduct(sku: string): { live: LiveProduct; retry: () => void } {
  const [live, setLive] = useState<LiveProduct>(LOADING);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // Already loading on the first run: the same object re-renders nothing.
    setLive(LOADING);
    apiGet<typeof getProducts>(`products?rows=1&sku=${encodeURIComponent(sku)}`, controller.signal)
      .then(({ products }) => {
        if (controller.signal.aborted) return;
        const [product] = products;
        startTransition(() => {
          setLive(
            product && product.status === 'A' ? { state: 'ready', product } : { state: 'gone' },
          );
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLive({ state: 'failed' });
      });
    return () => controller.abort();
  }, [sku, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { live, retry };
}
