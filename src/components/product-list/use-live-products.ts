import { startTransition, useCallback, useEffect, useState } from 'react';
import type { FilterOptions } from '../../core/catalogue/filter-options';
import type { FacetRecord } from '../../core/catalogue/list-page';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';
import { keepUnchanged } from './keep-unchanged';

/** One page of a list as shown: the build's first page, or the API's answer to `query`. */
export interface ShownPage {
  /** The GET products query string this page answers. */
  query: string;
  products: CatalogueProduct[];
  /** Every page together. */
  total: number;
  /** The page given (the last one when the address asked past it). */
  page: number;
  /** Per group, each box's count over the whole scope; null until the API has answered. */
  facets: FacetRecord | null;
  filterOptions: FilterOptions;
  /** A search's query as the catalogue corrected it (issue 18), when it did. */
  searchedFor?: string;
}

export interface LiveList {
  /** loading: `query` is asked; failed: it could not be; ready: `shown` answers it. */
  state: 'loading' | 'ready' | 'failed';
  shown: ShownPage;
  /** Whether any page has come from the API yet (the build's page until then). */
  live: boolean;
  retry: () => void;
}

/**
 * The list page `query` asks for (issue 27.2: the server filters, sorts and pages the scope),
 * starting from what the build saw so the first paint is not empty. While a new page is asked,
 * the last one stays in `shown`; the answer renders as a transition, in slices between the
 * browser's own work.
 */
export function useLiveProducts(query: string, built: ShownPage): LiveList {
  // `asked`: the query `state` is about; any other query is still loading.
  const [list, setList] = useState<Omit<LiveList, 'retry'> & { asked: string }>({
    asked: query,
    state: 'loading',
    shown: built,
    live: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ ...current, asked: query, state: 'loading' }));
    apiGet<typeof getProducts>(`products?${query}`, controller.signal)
      .then(({ products, total, page, facets, filterOptions, searchedFor }) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setList((current) => ({
            asked: query,
            state: 'ready',
            live: true,
            shown: {
              query,
              products: keepUnchanged(products, current.shown.products),
              total,
              page: page ?? 1,
              facets: facets ?? null,
              filterOptions: filterOptions ?? current.shown.filterOptions,
              searchedFor,
            },
          }));
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setList((current) => ({ ...current, asked: query, state: 'failed' }));
        console.warn('products could not be loaded', err);
      });
    return () => controller.abort();
  }, [query, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { asked, ...answer } = list;
  return { ...answer, state: asked === query ? answer.state : 'loading', retry };
}
