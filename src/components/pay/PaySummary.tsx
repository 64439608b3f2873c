import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useLineText } from '../orders/use-line-text';
import { FiguresTable } from '../ui/FiguresTable';
import { useFormatMoney } from '../site/use-format-money';
import { useContentLanguage } from '../site/use-content-language';
import type { OrderToPay } from './pay-api';
import { localText } from '../../core/routes/languages';

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
    <FiguresTable
      caption={t('pay.caption', { number: order.orderNo })}
      testId="pay-lines"
      headings={{ item: t('pay.item'), figures: [t('pay.quantity'), t('pay.amount')] }}
      lines={order.items.map((item) => ({
        key: item._id,
        className: item.status === 'Z' ? 'text-body-secondary' : undefined,
        name: localText(item.name, item.itaName, lng),
        details: (
          <>
            {item.status === 'Z' && <span className="small ms-2">({t('pay.cancelledItem')})</span>}
            {details(item) && <div className="small text-body-secondary">{details(item)}</div>}
          </>
        ),
        figures: [item.quantity, money(item.itemIncTax)],
      }))}
      foot={[
        { label: t('pay.delivery'), value: money(order.deliveryIncTax), weight: 'normal' },
        { label: t('pay.total'), value: money(order.totalIncTax) },
        ...(order.amountPaid > 0 ? [{ label: t('pay.paid'), value: money(order.amountPaid) }] : []),
        { label: t('pay.due'), value: money(order.amountDue), weight: 'bold', testId: 'pay-due' },
      ]}
    />
  );
}
