import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { PRICE_TBC } from '../../core/catalogue/price-label';
import { useFormatMoney } from '../site/use-format-money';
import { productPath } from '../../core/routes/shop-routes';
import { useLineText } from '../orders/use-line-text';
import { LocalLink } from '../site/LocalLink';
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
export function FiguresTable({ figures, caption }: { figures: SummaryFigures; caption: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { lines, totals } = figures;
  const money = (cents: number | null) =>
    cents === null ? PRICE_TBC : formatMoney(cents, totals.currency);
  return (
    <>
      <div className="table-responsive">
        <table className="table align-middle" data-testid="checkout-lines">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checkout.summary.item')}</th>
              <th scope="col" className="text-end">
                {t('checkout.summary.quantity')}
              </th>
              <th scope="col" className="text-end">
                {t('checkout.summary.price')}
              </th>
              <th scope="col" className="text-end">
                {t('checkout.summary.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row" className="fw-normal">
                  {line.url ? (
                    <LocalLink to={productPath(line.url)}>{line.name}</LocalLink>
                  ) : (
                    line.name
                  )}
                  <LineDetails line={line} />
                </th>
                <td className="text-end">{line.quantity}</td>
                <td className="text-end">
                  {money(line.unitPrice)}
                  <PriceNote line={line} />
                </td>
                <td className="text-end">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="row mb-0 ms-auto" style={{ maxWidth: '26rem' }} data-testid="checkout-totals">
        <dt className="col-7 fw-normal">{t('checkout.summary.items')}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.items)}</dd>
        <dt className="col-7 fw-normal">{t('checkout.summary.delivery')}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.delivery)}</dd>
        <dt className="col-7 fw-normal">
          {totals.taxIncluded ? t('checkout.summary.taxIncluded') : t('checkout.summary.tax')}
        </dt>
        <dd className="col-5 text-end mb-1">{money(totals.tax)}</dd>
        <dt className="col-7">{t('checkout.summary.total')}</dt>
        <dd className="col-5 text-end fw-bold mb-1" data-testid="checkout-total">
          {money(totals.total)}
        </dd>
      </dl>
      {totals.hasTbc && (
        <p className="small text-body-secondary mt-2">{t('checkout.summary.tbcNote')}</p>
      )}
    </>
  );
}
