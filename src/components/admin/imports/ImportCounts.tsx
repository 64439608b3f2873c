import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ImportSummary } from './import-result';

/** The check's figures side by side: rows read, valid, to add, to update, errors. */
export function ImportCounts({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'rows', value: summary.rows },
    { key: 'valid', value: summary.valid },
    { key: 'added', value: summary.added },
    { key: 'updated', value: summary.updated },
    { key: 'errors', value: summary.errorCount },
  ] as const;
  return (
    <dl className="d-flex flex-wrap gap-2 text-center mb-3">
      {figures.map(({ key, value }) => (
        <div
          key={key}
          className={`border rounded p-2 flex-fill${key === 'errors' && value > 0 ? ' border-danger' : ''}`}
        >
          <dt className="small fw-normal text-body-secondary">{t(`adminImport.preview.${key}`)}</dt>
          <dd className="h4 mb-0">{value.toLocaleString(i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
