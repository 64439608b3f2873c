import { useCallback, useEffect, useState } from 'react';
import { getJson, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import type { ReferenceLists } from './admin-product';

export type ReferenceState =
  | { state: 'loading' }
  | { state: 'ready'; lists: ReferenceLists }
  | { state: 'failed'; error: unknown };

const list = <T>(body: Record<string, unknown>, key: string): T[] =>
  Array.isArray(body[key]) ? (body[key] as T[]) : [];

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
    const get = (path: string) =>
      getJson<Record<string, unknown>>(path, controller.signal, { email, token });
    setData({ state: 'loading' });
    Promise.all([
      get('admin_brands'),
      get('admin_categories'),
      get('admin_colors'),
      get('admin_styles'),
      get('admin_suppliers'),
      get('admin_tax_rates'),
    ])
      .then(([brands, categories, colors, styles, suppliers, taxRates]) => {
        if (controller.signal.aborted) return;
        setData({
          state: 'ready',
          lists: {
            brands: list(brands, 'brands'),
            categories: list(categories, 'categories'),
            colors: list(colors, 'colors'),
            styles: list(styles, 'styles'),
            suppliers: list(suppliers, 'suppliers'),
            taxRates: list(taxRates, 'taxRates'),
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
