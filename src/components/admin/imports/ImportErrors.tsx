import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import { translatedMessage } from '../../ui/forms/field-errors';
import { Pager } from '../../ui/Pager';
import { groupProblemsByRow, pageOf, type ImportProblem } from './import-result';

const PAGE_SIZE = 50;

/**
 * The file's problems by line, a page of lines at a time: the row number once, then each
 * column's problem. Row 0 is the file itself (not CSV, a missing column).
 */
export function ImportErrors({ errors }: { errors: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const groups = groupProblemsByRow(errors);
  const shown = pageOf(groups, page, PAGE_SIZE);
  const title = t('adminImport.errors.title');
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <Pager
        texts="adminImport.pages"
        list={title}
        span={{ ...shown, total: groups.length }}
        onPage={setPage}
        className="mb-3"
      />
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">{t('adminImport.errors.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminImport.errors.row')}</th>
              <th scope="col">{t('adminImport.errors.column')}</th>
              <th scope="col">{t('adminImport.errors.message')}</th>
            </tr>
          </thead>
          {shown.items.map((group) => (
            <tbody key={group.row}>
              {group.problems.map((problem, index) => (
                <tr key={`${problem.column}-${index}`}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={group.problems.length}>
                      {group.row === 0 ? t('adminImport.errors.file') : group.row}
                    </th>
                  )}
                  <td>{problem.column ? <code>{problem.column}</code> : '—'}</td>
                  <td>{translatedMessage(problem.message, t)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
