import { startTransition, useCallback, useEffect, useState } from 'react';
import { CATALOGUE_FETCH_ROWS } from '../../../core/constants';
import { scopeQuery, type ListScope } from '../../../core/catalogue/list-scope';
import { upsertProductBySku } from '../../../core/catalogue/upsert-product';
import type { getProducts } from '../../../server/catalogue/catalogue-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import { adminProducts, type AdminProduct } from './admin-product';

export type AdminProductList =
  | { state: 'loading' }
  | { state: 'ready'; products: AdminProduct[] }
  | { state: 'failed'; error: unknown };

/** GET products in admin mode: every status and stock level, with the form's ids. */
export const adminProductsQuery = (scope: ListScope): `products?${string}` => {
  const params = scopeQuery(scope, CATALOGUE_FETCH_ROWS);
  params.set('admin', 'true');
  return `products?${params.toString()}`;
};

/**
 * The route's products as the administrator sees them (spec 7: products?rows=1000&admin=true
 * with the route's brand, category, sub-category or search). `upsert` puts a written product
 * in place of the one with its sku (spec 4), so a write needs no second read.
 */
export function useAdminProducts(auth: CallerAuth, scope: ListScope) {
  const [list, setList] = useState<AdminProductList>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const path = adminProductsQuery(scope);
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    apiGet<typeof getProducts>(path, controller.signal, { email, token })
      .then(({ products }) => {
        if (!controller.signal.aborted) {
          startTransition(() => setList({ state: 'ready', products: adminProducts(products) }));
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setList({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [path, email, token, attempt, sessionGone]);

  const upsert = useCallback((product: AdminProduct) => {
    setList((current) =>
      current.state === 'ready'
        ? { state: 'ready', products: upsertProductBySku(current.products, product) }
        : current,
    );
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, upsert, reload };
}
