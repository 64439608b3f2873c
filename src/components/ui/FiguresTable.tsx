import React, { type ReactNode } from 'react';
import { productPath } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';
import { TableHead } from './TableHead';

/** One line of a cart or an order, as its row shows it. */
export interface FiguresLine {
  key: string;
  name: string;
  /** The product page's slug: the name links there. */
  url?: string | null;
  /** After the name: what was chosen, a cancelled mark. */
  details?: ReactNode;
  /** The right-aligned cells after the name: quantity, price, line total. */
  figures: ReactNode[];
  /** A last cell that is no figure (what became of the line). */
  state?: ReactNode;
  className?: string;
  testId?: string;
}

/** A total in the table's foot: its label spans the columns up to the last one. */
export interface FootFigure {
  label: string;
  value: ReactNode;
  /** 'normal': a plain label (delivery); 'bold': the whole row stands out (amount due). */
  weight?: 'normal' | 'bold';
  testId?: string;
}

interface FiguresTableProps {
  /** Says whose lines these are, for screen readers. */
  caption: string;
  /** The item column's heading, the figure columns' and, where there is one, the state's. */
  headings: { item: string; figures: string[]; state?: string };
  lines: FiguresLine[];
  foot?: FootFigure[];
  testId?: string;
}

/**
 * The lines of a cart or an order and their figures: at checkout, in the customer's orders and
 * on the /pay page. Every figure arrives formatted; the table only lays them out.
 */
export function FiguresTable({ caption, headings, lines, foot, testId }: FiguresTableProps) {
  return (
    <div className="table-responsive">
      <table className="table align-middle" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <TableHead
          columns={[
            { label: headings.item },
            ...headings.figures.map((label) => ({ label, numeric: true })),
            ...(headings.state === undefined ? [] : [{ label: headings.state }]),
          ]}
        />
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={line.className} data-testid={line.testId}>
              <th scope="row" className="fw-normal">
                {line.url ? (
                  <LocalLink to={productPath(line.url)}>{line.name}</LocalLink>
                ) : (
                  line.name
                )}
                {line.details}
              </th>
              {line.figures.map((figure, index) => (
                <td key={index} className="text-end">
                  {figure}
                </td>
              ))}
              {line.state !== undefined && <td>{line.state}</td>}
            </tr>
          ))}
        </tbody>
        {foot && (
          <tfoot>
            {foot.map((figure) => (
              <tr key={figure.label} className={figure.weight === 'bold' ? 'fw-bold' : undefined}>
                <th
                  scope="row"
                  colSpan={headings.figures.length}
                  className={figure.weight === 'normal' ? 'fw-normal' : undefined}
                >
                  {figure.label}
                </th>
                <td className="text-end" data-testid={figure.testId}>
                  {figure.value}
                </td>
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** A total listed under the table; the one marked `total` is the sum, in bold. */
export interface TotalFigure {
  label: string;
  value: ReactNode;
  total?: boolean;
  testId?: string;
}

/**
 * The totals under a cart's or an order's lines, right-aligned, and a note under them (why
 * some figures are not known yet). `endsCard`: the list closes a card, with no space under
 * its last figure.
 */
export function FiguresTotals({
  figures,
  maxWidth,
  note,
  endsCard,
  testId,
}: {
  figures: TotalFigure[];
  maxWidth: string;
  note?: string;
  endsCard?: boolean;
  testId?: string;
}) {
  return (
    <>
      <dl className="row mb-0 ms-auto" style={{ maxWidth }} data-testid={testId}>
        {figures.map((figure) => (
          <React.Fragment key={figure.label}>
            <dt className={figure.total ? 'col-7' : 'col-7 fw-normal'}>{figure.label}</dt>
            <dd
              className={
                figure.total
                  ? `col-5 text-end fw-bold ${endsCard ? 'mb-0' : 'mb-1'}`
                  : 'col-5 text-end mb-1'
              }
              data-testid={figure.testId}
            >
              {figure.value}
            </dd>
          </React.Fragment>
        ))}
      </dl>
      {note && <p className="small text-body-secondary mt-2">{note}</p>}
    </>
  );
}
