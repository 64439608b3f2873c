import { useCallback, useEffect, useState } from 'react';
import type { adminSales } from '../../../server/admin/sales/sales-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import { readSalesReport, type SalesReport } from './sales-report';
import { salesPath, type SalesPeriod } from './sales-period';

export interface SalesLoad {
  /** The last figures read; kept on screen while the next period loads. */
  report: SalesReport | null;
  loading: boolean;
  error: unknown;
}

/** GET /api/admin_sales for the period, again whenever the period changes. */
export function useSalesReport(
  auth: CallerAuth,
  period: SalesPeriod,
): SalesLoad & { reload: () => void } {
  const [load, setLoad] = useState<SalesLoad>({ report: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const { email, token } = auth;
  const path = salesPath(period);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((last) => ({ ...last, loading: true, error: null }));
    apiGet<typeof adminSales>(path, controller.signal, { email, token })
      .then((body) => setLoad({ report: readSalesReport(body), loading: false, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        // Figures of another period under a failed request would be read as the answer.
        setLoad({ report: null, loading: false, error });
      });
    return () => controller.abort();
  }, [email, token, path, attempt, sessionGone]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, reload };
}
