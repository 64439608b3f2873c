import { useCallback, useEffect, useState } from 'react';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import type { ReferenceListRoutes as Routes, ReferenceLists } from './admin-product';

export type ReferenceState =
  | { state: 'loading' }
  | { state: 'ready'; lists: ReferenceLists }
  | { state: 'failed'; error: unknown };

/**
 * The records the product form picks from, by id: brands, categories (with their
 * sub-categories), colours, styles, suppliers and tax rates, from the admin_* lists.
 */
export function useReferenceLists(auth: CallerAuth) {
  const [data, setData] = useState<ReferenceState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    const caller = { email, token };
    setData({ state: 'loading' });
    Promise.all([
      apiGet<Routes['brands']>('admin_brands', controller.signal, caller),
      apiGet<Routes['categories']>('admin_categories', controller.signal, caller),
      apiGet<Routes['colors']>('admin_colors', controller.signal, caller),
      apiGet<Routes['styles']>('admin_styles', controller.signal, caller),
      apiGet<Routes['suppliers']>('admin_suppliers', controller.signal, caller),
      apiGet<Routes['taxRates']>('admin_tax_rates', controller.signal, caller),
    ])
      .then(([brands, categories, colors, styles, suppliers, taxRates]) => {
        if (controller.signal.aborted) return;
        setData({
          state: 'ready',
          lists: {
            brands: brands.brands,
            categories: categories.categories,
            colors: colors.colors,
            styles: styles.styles,
            suppliers: suppliers.suppliers,
            taxRates: taxRates.taxRates,
          },
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setData({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [email, token, attempt, sessionGone]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, reload };
}
