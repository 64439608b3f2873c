import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { ImportCounts } from './ImportCounts';
import { ImportErrors } from './ImportErrors';
import type { ImportKind } from './import-kinds';
import type { ImportResult, ImportSummary } from './import-result';
import { ImportRows } from './ImportRows';

/**
 * The check of a file: its figures, whether it can be imported, its errors, the rows it would
 * write, and the button that imports it (only for a file without errors).
 */
export function ImportPreview({
  kind,
  result,
  summary,
  busy,
  applying,
  onApply,
}: {
  kind: ImportKind;
  result: ImportResult;
  summary: ImportSummary;
  busy: boolean;
  applying: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const verdictId = useId();
  const badRows = new Set(result.errors.map((problem) => problem.row));
  const fileLevel = badRows.has(0);
  const verdict =
    summary.errorCount > 0
      ? fileLevel
        ? t('adminImport.preview.fileErrors')
        : t('adminImport.preview.hasErrors', { count: summary.badRows })
      : summary.canApply
        ? t('adminImport.preview.clean')
        : t('adminImport.preview.nothing');
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        {t('adminImport.preview.title')}
      </h2>
      <ImportCounts summary={summary} />
      <p
        id={verdictId}
        className={`alert ${summary.canApply ? 'alert-info' : 'alert-warning'}`}
        role={summary.errorCount > 0 ? 'alert' : 'status'}
      >
        {verdict}
      </p>
      <button
        type="button"
        className="btn btn-primary mb-4"
        disabled={!summary.canApply || busy}
        aria-describedby={verdictId}
        onClick={onApply}
      >
        {applying ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('adminImport.preview.applying')}
          </>
        ) : (
          t(`adminImport.${kind.kind}.apply`, { count: summary.toWrite })
        )}
      </button>
      {result.errors.length > 0 && <ImportErrors errors={result.errors} />}
      <ImportRows rows={result.preview} badRows={badRows} />
    </section>
  );
}
