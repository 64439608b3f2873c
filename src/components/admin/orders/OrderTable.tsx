import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import { LocalLink } from '../../site/LocalLink';
import type { OrderRow } from './admin-order';
import { OrderStatusText } from './OrderStatusText';
import { TableHead } from '../../ui/TableHead';
import { useCountryNames } from '../../account/use-delivery-countries';

interface Props {
  rows: readonly OrderRow[];
  /** The list's address with the order open (keeps the list's criteria for Back). */
  orderPath: (orderId: string) => string;
}

/** A page of orders; each order number opens the order. */
export function OrderTable({ rows, orderPath }: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  // Each heading also names its cell in the phone's card (table-cards.css).
  const label = {
    orderNo: t('adminOrders.table.orderNo'),
    placed: t('adminOrders.table.placed'),
    customer: t('adminOrders.table.customer'),
    country: t('adminOrders.table.country'),
    items: t('adminOrders.table.items'),
    total: t('adminOrders.table.total'),
    status: t('adminOrders.table.status'),
    tracking: t('adminOrders.table.tracking'),
  };
  const countryOf = useCountryNames();
  return (
    <div className="table-responsive">
      <table
        className="table table-sm align-middle table-cards"
        aria-label={t('adminOrders.table.label')}
      >
        <TableHead
          columns={[
            { label: label.orderNo },
            { label: label.placed },
            { label: label.customer },
            { label: label.country },
            { label: label.items, numeric: true },
            { label: label.total, numeric: true },
            { label: label.status },
            { label: label.tracking },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} data-testid="admin-order-row">
              <th scope="row">
                <LocalLink
                  to={orderPath(row._id)}
                  id={`order-link-${row._id}`}
                  aria-label={t('adminOrders.table.open', { number: row.orderNo })}
                >
                  {row.orderNo}
                </LocalLink>
              </th>
              <td className="text-nowrap" data-label={label.placed}>
                {formatPostDate(row.placedAt ?? '', language)}
              </td>
              <td data-label={label.customer}>
                <div>{row.customer.name}</div>
                <div className="small text-body-secondary text-break">{row.customer.email}</div>
              </td>
              <td data-label={label.country}>{countryOf(row.country)}</td>
              <td className="text-end" data-label={label.items}>
                {t('adminOrders.table.shippedOf', {
                  shipped: row.items.shipped,
                  total: row.items.total,
                })}
              </td>
              <td className="text-end text-nowrap" data-label={label.total}>
                {formatMoney(row.totalIncTax, row.currency)}
              </td>
              <td data-label={label.status}>
                <OrderStatusText status={row.status} paymentStatus={row.paymentStatus} />
                {row.items.returnsToHandle > 0 && (
                  <div>
                    <span className="badge text-bg-warning" data-testid="row-return-badge">
                      {t('adminOrders.table.returnsToHandle', {
                        count: row.items.returnsToHandle,
                      })}
                    </span>
                  </div>
                )}
              </td>
              <td className="text-break" data-label={label.tracking}>
                {row.trackingNo || null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
