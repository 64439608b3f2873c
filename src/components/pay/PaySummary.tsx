import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useLineText } from '../orders/use-line-text';
import { useFormatMoney } from '../site/use-format-money';
import { useContentLanguage } from '../site/use-content-language';
import type { OrderToPay } from './pay-api';

/** The order a /pay link is for: its lines, its total, what was paid and what is due. */
export function PaySummary({ order }: { order: OrderToPay }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const lng = useContentLanguage();
  const lineText = useLineText();
  // What each line is, and for a weighed one what it weighed at what price per kg: the amount
  // due must be checkable from the page.
  const details = (item: OrderToPay['items'][number]) =>
    [
      lineText.options(item),
      item.sellBy === 'w' && item.weighed ? lineText.weighed(item, order.currency) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <div className="table-responsive">
      <table className="table align-middle" data-testid="pay-lines">
        <caption className="visually-hidden">{t('pay.caption', { number: order.orderNo })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pay.item')}</th>
            <th scope="col" className="text-end">
              {t('pay.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('pay.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item._id} className={item.status === 'Z' ? 'text-body-secondary' : undefined}>
              <th scope="row" className="fw-normal">
                {lng === 'ita' ? item.itaName : item.name}
                {item.status === 'Z' && (
                  <span className="small ms-2">({t('pay.cancelledItem')})</span>
                )}
                {details(item) && <div className="small text-body-secondary">{details(item)}</div>}
              </th>
              <td className="text-end">{item.quantity}</td>
              <td className="text-end">{money(item.itemIncTax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="fw-normal">
              {t('pay.delivery')}
            </th>
            <td className="text-end">{money(order.deliveryIncTax)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('pay.total')}
            </th>
            <td className="text-end">{money(order.totalIncTax)}</td>
          </tr>
          {order.amountPaid > 0 && (
            <tr>
              <th scope="row" colSpan={2}>
                {t('pay.paid')}
              </th>
              <td className="text-end">{money(order.amountPaid)}</td>
            </tr>
          )}
          <tr className="fw-bold">
            <th scope="row" colSpan={2}>
              {t('pay.due')}
            </th>
            <td className="text-end" data-testid="pay-due">
              {money(order.amountDue)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
