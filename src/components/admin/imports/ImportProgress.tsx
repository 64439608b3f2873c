import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ImportWork } from './use-csv-import';

/**
 * How far a check or an import has got: the upload as a percentage, then an indeterminate bar
 * while the server reads the rows (no aria-valuenow: it has no measurable progress).
 */
export function ImportProgress({ work, onCancel }: { work: ImportWork; onCancel?: () => void }) {
  const { t } = useTranslation();
  const percent =
    work.phase === 'uploading' && work.total > 0
      ? Math.min(100, Math.round((work.sent / work.total) * 100))
      : null;
  const label =
    work.phase === 'reading'
      ? t('adminImport.progress.reading')
      : work.phase === 'uploading'
        ? t('adminImport.progress.uploading', { percent: percent ?? 0 })
        : work.mode === 'apply'
          ? t('adminImport.progress.saving')
          : t('adminImport.progress.checking');
  const measured = percent !== null;
  return (
    <div className="my-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('adminImport.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={measured ? percent : undefined}
        aria-valuetext={label}
      >
        <div
          className={`progress-bar${measured ? '' : ' progress-bar-striped progress-bar-animated'}`}
          style={{ width: `${measured ? percent : 100}%` }}
        />
      </div>
      <div className="d-flex align-items-center gap-3 mt-2">
        <p role="status" className="mb-0">
          {label}
        </p>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
            {t('adminImport.progress.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
