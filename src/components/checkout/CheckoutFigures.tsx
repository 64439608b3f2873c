import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { PRICE_TBC } from '../../core/catalogue/price-label';
import { useFormatMoney } from '../site/use-format-money';
import { useLineText } from '../orders/use-line-text';
import { FiguresTable, FiguresTotals } from '../ui/FiguresTable';
import type { SummaryFigures, SummaryLine } from './summary-figures';

function LineDetails({ line }: { line: SummaryLine }) {
  const details = useLineText().options(line.options);
  return details ? <div className="small text-body-secondary">{details}</div> : null;
}

/** What the price is the price of, under it: a whole pack, a kilogram. */
function PriceNote({ line }: { line: SummaryLine }) {
  const note = useLineText().priceNote(line.basis);
  return note ? <div className="small text-body-secondary">{note}</div> : null;
}

/**
 * The lines and totals of a cart at checkout or of the order it became, every figure the
 * server's. Weight-priced lines read TBC, and a note says the totals leave them out.
 */
export function CheckoutFigures({
  figures,
  caption,
}: {
  figures: SummaryFigures;
  caption: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { lines, totals } = figures;
  const money = (cents: number | null) =>
    cents === null ? PRICE_TBC : formatMoney(cents, totals.currency);
  return (
    <>
      <FiguresTable
        caption={caption}
        testId="checkout-lines"
        headings={{
          item: t('checkout.summary.item'),
          figures: [
            t('checkout.summary.quantity'),
            t('checkout.summary.price'),
            t('checkout.summary.lineTotal'),
          ],
        }}
        lines={lines.map((line) => ({
          key: line.key,
          name: line.name,
          url: line.url,
          details: <LineDetails line={line} />,
          figures: [
            line.quantity,
            <>
              {money(line.unitPrice)}
              <PriceNote line={line} />
            </>,
            money(line.total),
          ],
        }))}
      />
      <FiguresTotals
        testId="checkout-totals"
        maxWidth="26rem"
        figures={[
          { label: t('checkout.summary.items'), value: money(totals.items) },
          { label: t('checkout.summary.delivery'), value: money(totals.delivery) },
          {
            label: totals.taxIncluded
              ? t('checkout.summary.taxIncluded')
              : t('checkout.summary.tax'),
            value: money(totals.tax),
          },
          {
            label: t('checkout.summary.total'),
            value: money(totals.total),
            total: true,
            testId: 'checkout-total',
          },
        ]}
        note={totals.hasTbc ? t('checkout.summary.tbcNote') : undefined}
      />
    </>
  );
}
