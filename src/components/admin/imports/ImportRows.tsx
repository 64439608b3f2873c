import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ImportRow } from './import-result';
import { PagedSection } from './PagedSection';
import { TableHead } from '../../ui/TableHead';

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
  return (
    <PagedSection title={t('adminImport.rows.title')} items={rows}>
      {(shown) => (
        <table className="table table-sm table-striped align-middle">
          <TableHead
            columns={[
              { label: t('adminImport.rows.row') },
              { label: t('adminImport.rows.sku') },
              { label: t('adminImport.rows.name') },
              { label: t('adminImport.rows.action') },
            ]}
          />
          <tbody>
            {shown.map((row) => (
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
      )}
    </PagedSection>
  );
}
