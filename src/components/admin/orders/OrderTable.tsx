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
  const countryOf = useCountryNames();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" aria-label={t('adminOrders.table.label')}>
        <TableHead
          columns={[
            { label: t('adminOrders.table.orderNo') },
            { label: t('adminOrders.table.placed') },
            { label: t('adminOrders.table.customer') },
            { label: t('adminOrders.table.country') },
            { label: t('adminOrders.table.items'), numeric: true },
            { label: t('adminOrders.table.total'), numeric: true },
            { label: t('adminOrders.table.status') },
            { label: t('adminOrders.table.tracking') },
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
              <td className="text-nowrap">{formatPostDate(row.placedAt ?? '', language)}</td>
              <td>
                <div>{row.customer.name}</div>
                <div className="small text-body-secondary text-break">{row.customer.email}</div>
              </td>
              <td>{countryOf(row.country)}</td>
              <td className="text-end">
                {t('adminOrders.table.shippedOf', {
                  shipped: row.items.shipped,
                  total: row.items.total,
                })}
              </td>
              <td className="text-end text-nowrap">{formatMoney(row.totalIncTax, row.currency)}</td>
              <td>
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
              <td className="text-break">{row.trackingNo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
