import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { groupProblemsByRow, problemMessage, type ImportProblem } from './import-result';
import { PagedSection } from './PagedSection';
import { TableHead } from '../../ui/TableHead';

/**
 * The file's problems by line, a page of lines at a time: the row number once, then each
 * column's problem. Row 0 is the file itself (not CSV, a missing column).
 */
export function ImportErrors({ errors }: { errors: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <PagedSection title={t('adminImport.errors.title')} items={groupProblemsByRow(errors)}>
      {(shown) => (
        <table className="table table-sm align-middle">
          <caption className="caption-top">{t('adminImport.errors.caption')}</caption>
          <TableHead
            columns={[
              { label: t('adminImport.errors.row') },
              { label: t('adminImport.errors.column') },
              { label: t('adminImport.errors.message') },
            ]}
          />
          {shown.map((group) => (
            <tbody key={group.row}>
              {group.problems.map((problem, index) => (
                <tr key={`${problem.column}-${index}`}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={group.problems.length}>
                      {group.row === 0 ? t('adminImport.errors.file') : group.row}
                    </th>
                  )}
                  <td>{problem.column ? <code>{problem.column}</code> : '—'}</td>
                  <td>{problemMessage(problem, t)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </PagedSection>
  );
}
