import { startTransition, useEffect, useState } from 'react';
import { CATALOGUE_FETCH_ROWS } from '../../core/constants';
import { scopeQuery, type ListScope } from '../../core/catalogue/list-scope';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';
import { keepUnchanged } from './keep-unchanged';

export type LiveList =
  | { state: 'loading'; products: CatalogueProduct[] }
  /** searchedFor: a search's query as the catalogue corrected it (issue 18), when it did. */
  | { state: 'ready'; products: CatalogueProduct[]; searchedFor?: string }
  | { state: 'failed'; products: CatalogueProduct[] };

/**
 * The list as the API has it now (spec 7: products?rows=1000 with the list's brand, category,
 * sub-category or search), starting from what the build saw so the first paint is not empty.
 * The answer renders as a transition: React renders it in slices between the browser's own
 * work rather than in one long task.
 */
export function useLiveProducts(scope: ListScope, initial: CatalogueProduct[]): LiveList {
  const [list, setList] = useState<LiveList>({ state: 'loading', products: initial });
  const query = scopeQuery(scope, CATALOGUE_FETCH_ROWS).toString();
  useEffect(() => {
    const controller = new AbortController();
    setList((current) =>
      current.state === 'loading' ? current : { state: 'loading', products: current.products },
    );
    apiGet<typeof getProducts>(`products?${query}`, controller.signal)
      .then(({ products, searchedFor }) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setList((current) => ({
            state: 'ready',
            products: keepUnchanged(products, current.products),
            searchedFor,
          }));
        });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) {
          setList((current) => ({ state: 'failed', products: current.products }));
          console.warn('products could not be loaded', err);
        }
      });
    return () => controller.abort();
  }, [query]);
  return list;
}
