import { startTransition, useCallback, useEffect, useState } from 'react';
import { NO_OPTIONS, type FilterOptions } from '../../../core/catalogue/filter-options';
import { scopePageQuery, type ListScope } from '../../../core/catalogue/list-scope';
import type { ListState } from '../../../core/catalogue/list-url-state';
import { PAGE_SIZE } from '../../../core/catalogue/paging';
import { upsertProductBySku } from '../../../core/catalogue/upsert-product';
import type { ContentLanguage } from '../../../core/routes/languages';
import type { getProducts } from '../../../server/catalogue/catalogue-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import { adminProducts, type AdminProduct } from './admin-product';

/** One page of the admin list as the server cut it, with the whole list's total and boxes. */
export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
  page: number;
  filterOptions: FilterOptions;
}

/** `page`: the last page answered, kept on screen while the next is asked. */
export type AdminProductList =
  | { state: 'loading'; page: AdminProductPage | null }
  | { state: 'ready'; page: AdminProductPage }
  | { state: 'failed'; page: AdminProductPage | null; error: unknown };

/** GET products in admin mode, one page: every status and stock level, with the form's ids. */
export const adminProductsQuery = (
  scope: ListScope,
  { filters, page }: ListState,
  lng: ContentLanguage,
): `products?${string}` => {
  const params = scopePageQuery(scope, filters, page, PAGE_SIZE, lng);
  params.set('admin', 'true');
  return `products?${params.toString()}`;
};

/**
 * The page of the route's products the list's state asks for, as the administrator sees them
 * (GET products?admin=true with the route's brand, category, sub-category or search, the checks,
 * sort and page: issue 27.2). `upsert` puts a written product in place of the one with its sku
 * at once (spec 4), then asks the page again, since the write may move it out of the checks or
 * change the counts.
 */
export function useAdminProducts(
  auth: CallerAuth,
  scope: ListScope,
  state: ListState,
  lng: ContentLanguage,
) {
  const [list, setList] = useState<AdminProductList>({ state: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const path = adminProductsQuery(scope, state, lng);
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ state: 'loading', page: current.page }));
    apiGet<typeof getProducts>(path, controller.signal, { email, token })
      .then(({ products, total, page, filterOptions }) => {
        if (controller.signal.aborted) return;
        startTransition(() =>
          setList({
            state: 'ready',
            page: {
              products: adminProducts(products),
              total,
              page: page ?? 1,
              filterOptions: filterOptions ?? NO_OPTIONS,
            },
          }),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setList((current) => ({ state: 'failed', page: current.page, error }));
      });
    return () => controller.abort();
  }, [path, email, token, attempt, sessionGone]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const upsert = useCallback(
    (product: AdminProduct) => {
      setList((current) =>
        current.page
          ? {
              ...current,
              page: {
                ...current.page,
                products: upsertProductBySku(current.page.products, product),
              },
            }
          : current,
      );
      reload();
    },
    [reload],
  );
  return { list, upsert, reload };
}
