import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import { Pager } from '../../ui/Pager';
import { pageOf, type ImportRow } from './import-result';

const PAGE_SIZE = 50;

/** What the import would write, a page at a time: each row's SKU, name and add or update. */
export function ImportRows({
  rows,
  badRows,
}: {
  rows: readonly ImportRow[];
  /** Lines with an error: shown as such rather than as what they would do. */
  badRows: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  if (rows.length === 0) return null;
  const shown = pageOf(rows, page, PAGE_SIZE);
  const title = t('adminImport.rows.title');
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <Pager
        texts="adminImport.pages"
        list={title}
        span={{ ...shown, total: rows.length }}
        onPage={setPage}
        className="mb-3"
      />
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle">
          <thead>
            <tr>
              <th scope="col">{t('adminImport.rows.row')}</th>
              <th scope="col">{t('adminImport.rows.sku')}</th>
              <th scope="col">{t('adminImport.rows.name')}</th>
              <th scope="col">{t('adminImport.rows.action')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.items.map((row) => (
              <tr key={`${row.row}-${row.sku}`}>
                <td>{row.row}</td>
                <td className="text-nowrap">
                  <code>{row.sku}</code>
                </td>
                <td>{row.name}</td>
                <td>
                  {badRows.has(row.row) ? (
                    <span className="badge text-bg-danger">{t('adminImport.rows.error')}</span>
                  ) : (
                    <span
                      className={`badge ${row.action === 'add' ? 'text-bg-success' : 'text-bg-secondary'}`}
                    >
                      {t(`adminImport.rows.${row.action}`)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
