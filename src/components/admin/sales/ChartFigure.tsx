import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type ReactNode } from 'react';
import { useMounted } from '../../site/use-mounted';
import { TableHead } from '../../ui/TableHead';

export interface ChartColumn {
  label: string;
  /** Right-aligned, as numbers are read down a column. */
  numeric?: boolean;
}

interface Props {
  title: string;
  /** What the picture shows, in words: the image's accessible name. */
  summary: string;
  height: number;
  /** A recharts chart; drawn in the browser only (it measures its box). */
  chart: ReactNode;
  columns: readonly ChartColumn[];
  rows: readonly (readonly string[])[];
  /** Shown instead of the chart and table when there is nothing to draw. */
  empty?: string;
}

/**
 * A chart is a picture to a screen reader: the figure is named by its caption, the drawing is
 * one image named by a summary, and the same numbers are a table under "Show as a table".
 */
export function ChartFigure({ title, summary, height, chart, columns, rows, empty }: Props) {
  const { t } = useTranslation();
  const captionId = useId();
  const mounted = useMounted();
  return (
    <figure aria-labelledby={captionId} className="card card-body mb-4">
      <figcaption id={captionId} className="h5">
        {title}
      </figcaption>
      {empty ? (
        <p className="text-body-secondary mb-0">{empty}</p>
      ) : (
        <>
          <div role="img" aria-label={summary}>
            {/* The summary speaks for the drawing: its legend and tooltip are not read again. */}
            <div aria-hidden="true" style={{ width: '100%', height }}>
              {mounted && chart}
            </div>
          </div>
          <details className="mt-2">
            <summary>{t('adminSales.chart.showTable')}</summary>
            <div className="table-responsive">
              <table className="table table-sm mt-2 mb-0">
                <caption className="caption-top">{title}</caption>
                <TableHead columns={columns} />
                <tbody>
                  {rows.map((row, rowIndex) => (
                    // The rows are redrawn whole for each answer: their place is their identity.
                    <tr key={rowIndex}>
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={index} scope="row" className="fw-normal">
                            {cell}
                          </th>
                        ) : (
                          <td
                            key={index}
                            className={columns[index]?.numeric ? 'text-end' : undefined}
                          >
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
