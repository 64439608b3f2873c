import { useCallback, useEffect, useState } from 'react';
import type { getProductReferences } from '../../../server/admin/products/form-references-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import type { ReferenceLists } from './admin-product';

export type ReferenceState =
  | { state: 'loading' }
  | { state: 'ready'; lists: ReferenceLists }
  | { state: 'failed'; error: unknown };

/**
 * The records the product form picks from, by id: brands, categories (with their
 * sub-categories), colours, styles, suppliers and tax rates, in one call (issue 26.8: one list
 * a call made the form wait behind the browser's six requests at a time to one host).
 */
export function useReferenceLists(auth: CallerAuth) {
  const [data, setData] = useState<ReferenceState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setData({ state: 'loading' });
    apiGet<typeof getProductReferences>('admin_product_references', controller.signal, {
      email,
      token,
    })
      .then((lists) => {
        if (!controller.signal.aborted) setData({ state: 'ready', lists });
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
