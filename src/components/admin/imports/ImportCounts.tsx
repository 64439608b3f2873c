import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ImportSummary } from './import-result';

/**
 * The check's figures side by side: rows read, valid, to add, to update, then the rows with
 * errors and the problems found. A row can have several problems, so both are shown, each
 * named: a bare "Errors 5" read as five bad rows when it was five problems in two.
 */
export function ImportCounts({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'rows', value: summary.rows, bad: false },
    { key: 'valid', value: summary.valid, bad: false },
    { key: 'added', value: summary.added, bad: false },
    { key: 'updated', value: summary.updated, bad: false },
    { key: 'badRows', value: summary.badRows, bad: true },
    { key: 'problems', value: summary.errorCount, bad: true },
  ] as const;
  return (
    <dl className="d-flex flex-wrap gap-2 text-center mb-3">
      {figures.map(({ key, value, bad }) => (
        <div
          key={key}
          className={`border rounded p-2 flex-fill${bad && value > 0 ? ' border-danger' : ''}`}
        >
          <dt className="small fw-normal text-body-secondary">{t(`adminImport.preview.${key}`)}</dt>
          <dd className="h4 mb-0">{value.toLocaleString(i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
