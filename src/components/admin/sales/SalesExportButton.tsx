import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import { downloadCsv } from '../imports/download-csv';
import { salesCsvName, salesExportPath, type SalesPeriod } from './sales-period';

/**
 * The period's figures and days as a CSV file. The call carries the admin's token, so it is a
 * fetch saved as a file rather than a link.
 */
export function SalesExportButton({ period, auth }: { period: SalesPeriod; auth: CallerAuth }) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const download = () => {
    setBusy(true);
    setProblem('');
    downloadCsv(salesExportPath(period), salesCsvName(period), auth)
      .catch((err: unknown) => {
        if (!sessionGone(err)) setProblem(errorText(err, t));
      })
      .finally(() => setBusy(false));
  };

  return (
    <div>
      <button
        type="button"
        className="btn btn-outline-dark"
        disabled={busy}
        aria-busy={busy}
        onClick={download}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('adminSales.export.busy')}
          </>
        ) : (
          t('adminSales.export.button')
        )}
      </button>
      {problem && (
        <div role="alert" className="alert alert-danger mt-2 mb-0">
          {problem}
        </div>
      )}
    </div>
  );
}
