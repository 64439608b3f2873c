import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useFormatMoney } from '../../site/use-format-money';
import type { Cell, FormValues, ReferenceDescriptor } from './types';
import { TableHead } from '../../ui/TableHead';

interface Props<R extends { _id: number }, V extends FormValues> {
  descriptor: ReferenceDescriptor<R, V>;
  records: R[];
  /** The record whose form is open: its Edit button says so. */
  editingId: number | null;
  onEdit: (record: R, opener: HTMLElement) => void;
  onDelete: (record: R) => void;
}

function CellContent({ cell }: { cell: Cell }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (typeof cell === 'string') return <>{cell}</>;
  if ('cents' in cell) return <span className="text-nowrap">{formatMoney(cell.cents)}</span>;
  if ('yes' in cell) return <>{t(cell.yes ? 'adminReference.yes' : 'adminReference.no')}</>;
  if ('swatch' in cell) {
    return (
      <span className="d-inline-flex align-items-center gap-2">
        {cell.swatch && (
          <span
            aria-hidden="true"
            className="d-inline-block border rounded"
            style={{ width: '1.5rem', height: '1.5rem', background: cell.swatch }}
          />
        )}
        {cell.text ? (
          <code>{cell.text}</code>
        ) : (
          <span className="text-body-secondary">{t('adminReference.noColour')}</span>
        )}
      </span>
    );
  }
  return (
    <img
      src={cell.image}
      alt={cell.alt}
      loading="lazy"
      className="img-thumbnail"
      style={{ maxHeight: 60, maxWidth: 90, objectFit: 'cover' }}
    />
  );
}

/** Every record of one list, each with its Edit and Delete buttons. */
export function ReferenceTable<R extends { _id: number }, V extends FormValues>({
  descriptor,
  records,
  editingId,
  onEdit,
  onDelete,
}: Props<R, V>) {
  const { t } = useTranslation();
  // Each heading also names its cell in the phone's card (table-cards.css).
  const labels = descriptor.columns.map((column) => t(`adminReference.field.${column.label}`));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle table-cards">
        <caption className="visually-hidden">{t(`adminReference.${descriptor.key}.list`)}</caption>
        <TableHead
          columns={[
            ...labels.map((label) => ({ label })),
            { label: <span className="visually-hidden">{t('adminReference.actions')}</span> },
          ]}
        />
        <tbody>
          {records.map((record) => {
            const name = descriptor.title(record);
            return (
              <tr
                key={record._id}
                className={record._id === editingId ? 'table-active' : undefined}
              >
                {descriptor.columns.map((column, index) => (
                  // The value is in the column's language; its name in a card is the page's.
                  <td key={column.label} data-label={labels[index]}>
                    <span lang={column.lang}>
                      <CellContent cell={column.cell(record)} />
                    </span>
                  </td>
                ))}
                <td className="text-end text-nowrap">
                  <button
                    type="button"
                    className="btn btn-outline-dark btn-sm me-2"
                    aria-label={t('adminReference.editOne', { name })}
                    onClick={(event) => onEdit(record, event.currentTarget)}
                  >
                    {t('adminReference.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t('adminReference.deleteOne', { name })}
                    onClick={() => onDelete(record)}
                  >
                    {t('adminReference.delete')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
