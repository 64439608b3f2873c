import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import { customerOrderStatus } from '../../../core/orders/customer-order-status';
import { LocalLink } from '../../site/LocalLink';
import type { CustomerOrder } from './admin-customer';
import { TableHead } from '../../ui/TableHead';

/** The customer's placed orders, newest first; the number opens the order's admin screen. */
export function CustomerOrders({ orders }: { orders: CustomerOrder[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  const head = (key: string) => t(`adminPeople.customers.orderColumn.${key}`);
  if (orders.length === 0) return <p>{t('adminPeople.customers.noOrders')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{t('adminPeople.customers.ordersHeading')}</caption>
        <TableHead
          columns={[
            { label: head('orderNo') },
            { label: head('date') },
            { label: head('status') },
            { label: head('total'), numeric: true },
          ]}
        />
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row" className="fw-normal">
                <LocalLink to={`/admin_orders?order=${encodeURIComponent(order._id)}`}>
                  {order.orderNo}
                </LocalLink>
              </th>
              <td>{formatPostDate(order.placedAt ?? '', language)}</td>
              <td>
                {t(`orders.status.${customerOrderStatus(order.status, order.paymentStatus)}`)}
              </td>
              <td className="text-end">{formatMoney(order.totalIncTax, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
