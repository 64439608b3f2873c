import { useCallback, useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { getJson } from '../../state/api-client';

export type LiveProduct =
  | { state: 'loading' }
  | { state: 'ready'; product: CatalogueProduct }
  | { state: 'gone' }
  | { state: 'failed' };

/**
 * The product as the catalogue has it now (spec 7: products?rows=1&sku=...): a static page may
 * be days old, and price and stock must not be.
 */
export function useLiveProduct(sku: string): { live: LiveProduct; retry: () => void } {
  const [live, setLive] = useState<LiveProduct>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLive({ state: 'loading' });
    getJson<{ products: CatalogueProduct[] }>(
      `products?rows=1&sku=${encodeURIComponent(sku)}`,
      controller.signal,
    )
      .then(({ products }) => {
        const [product] = products;
        setLive(
          product && product.status === 'A' ? { state: 'ready', product } : { state: 'gone' },
        );
      })
      .catch(() => {
        if (!controller.signal.aborted) setLive({ state: 'failed' });
      });
    return () => controller.abort();
  }, [sku, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { live, retry };
}
