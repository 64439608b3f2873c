import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../core/content/post-text';
import { deliveryWindow } from '../../core/delivery/delivery-window';
import { PRICE_TBC } from '../../core/catalogue/price-label';
import { useFormatMoney } from '../site/use-format-money';
import { customerOrderStatus, linePriceKnown } from '../../core/orders/customer-order-status';
import { lineStatus, type LineStatus } from '../../core/orders/line-status';
import { shownOrder } from '../orders/shown-order';
import type { ItemStatus } from '../../core/orders/order-status';
import type { CallerAuth } from '../../state/api-client';
import { ParcelList } from '../orders/ParcelList';
import { useLineText } from '../orders/use-line-text';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { FiguresTable, FiguresTotals } from '../ui/FiguresTable';
import { LoadFailed } from '../ui/LoadFailed';
import { lineName, type OrderEntry, type OrderLine } from './order-entry';
import type { getOrders } from '../../server/account/account-routes';
import { useRouteData } from '../session/use-signed-in-data';

/** The /returns address that opens the return form for one line. */
export const returnFormPath = (order: { _id: string }, line: { _id: string }) =>
  `/returns?order=${encodeURIComponent(order._id)}&item=${encodeURIComponent(line._id)}`;

function LineDetails({ line }: { line: OrderLine }) {
  const lng = useContentLanguage();
  const lineText = useLineText();
  const details = [
    lineText.options(line),
    // The product's own price wording ("each") only where the price is a unit's.
    lineText.priceNote(line)
      ? ''
      : lineName({ name: line.priceDescr, itaName: line.itaPriceDescr }, lng),
  ].filter(Boolean);
  return details.length > 0 ? (
    <div className="small text-body-secondary">{details.join(' · ')}</div>
  ) : null;
}

/** Under the price: a pack's "per pack of 3", a weighed line's weight at its price per kg. */
function PriceNote({ line, currency }: { line: OrderLine; currency: string }) {
  const lineText = useLineText();
  const note =
    line.sellBy === 'w' && line.weighed
      ? lineText.weighed(line, currency)
      : lineText.priceNote(line);
  return note ? <div className="small text-body-secondary">{note}</div> : null;
}

function LineState({
  order,
  line,
  shown,
}: {
  order: OrderEntry;
  line: OrderLine;
  /** The line's state as the shop's page shows it too (a waiting line of a cancelled order…). */
  shown: LineStatus | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const date = (iso: string | null) => (iso ? formatPostDate(iso, language) : '');
  // The status column's check constraint keeps it to the item codes.
  const status = shown ?? lineStatus(line.status as ItemStatus, line.return?.status);
  return (
    <>
      <div data-testid="line-status">
        {status === 'S' && line.shippedDate
          ? t('orders.shippedOn', { date: date(line.shippedDate) })
          : t(`orders.itemStatus.${status}`, { defaultValue: '' })}
      </div>
      {line.return && status !== 'returnRequested' && (
        <div className="small">
          {t('orders.returnState', {
            status: t(`returns.status.${line.return.status}`),
          })}
        </div>
      )}
      {line.returnable && (
        <LocalLink
          to={returnFormPath(order, line)}
          className="btn btn-sm btn-outline-dark mt-1"
          aria-label={t('orders.returnOne', { name: lineName(line, lng) })}
        >
          {t('orders.return')}
        </LocalLink>
      )}
      {line.returnable && line.returnableUntil && (
        <div className="small text-body-secondary">
          {t('orders.returnUntil', { date: date(line.returnableUntil) })}
        </div>
      )}
    </>
  );
}

function Order({ order }: { order: OrderEntry }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const currency = order.delivery.currency || order.cart.currency;
  const money = (cents: number) => formatMoney(cents, currency);
  const date = (iso: string | null) => (iso ? formatPostDate(iso, language) : '');
  const headingId = `order-${order._id}`;
  const pricesKnown = order.items.every(linePriceKnown);
  const expected = deliveryWindow(order.delivery.deliveryDate.from, order.delivery.deliveryDate.to);
  const status = customerOrderStatus(order.status, order.payment.status);
  // The same view of the order the shop's page renders: its lines' states and what it owes.
  const view = shownOrder({
    status: order.status,
    paymentStatus: order.payment.status,
    amountDue: order.amountDue,
    payments: [],
    items: order.items,
  });
  const due = view?.amountDue ?? order.amountDue;

  return (
    <article className="card mb-4" aria-labelledby={headingId} data-testid="order">
      <div className="card-header d-flex flex-wrap justify-content-between gap-2">
        <h2 id={headingId} className="h5 mb-0">
          {t('orders.number', { number: order.orderNo })}
        </h2>
        <span className="badge text-bg-dark align-self-center" data-testid="order-status">
          {t(`orders.status.${status}`)}
        </span>
      </div>
      <div className="card-body">
        <dl className="row mb-3">
          <dt className="col-sm-4 fw-normal">{t('orders.date')}</dt>
          <dd className="col-sm-8">{date(order.placedAt ?? order.dateAdded)}</dd>
          <dt className="col-sm-4 fw-normal">{t('orders.delivery')}</dt>
          <dd className="col-sm-8">
            {t(`orders.deliveryType.${order.delivery.deliveryType}`, {
              defaultValue: order.delivery.deliveryType,
            })}
            {expected && (
              <>
                {' — '}
                {expected.kind === 'on'
                  ? t('orders.expectedOn', { date: date(expected.date) })
                  : t('orders.expected', { from: date(expected.from), to: date(expected.to) })}
              </>
            )}
          </dd>
          {order.address.addrName && (
            <>
              <dt className="col-sm-4 fw-normal">
                {/* "Delivered to" only once the order is complete; until then it is on its way. */}
                {t(order.status === 'C' ? 'orders.deliveredTo' : 'orders.deliverTo')}
              </dt>
              <dd className="col-sm-8">
                {[order.address.addrName, order.address.addrLine1, order.address.addrCity]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </>
          )}
        </dl>
        {/* The tracking is each parcel's (issue 26.3); old orders show theirs as one parcel. */}
        <ParcelList parcels={order.parcels} items={order.items} heading="h3" />
        <FiguresTable
          caption={t('orders.itemsCaption', { number: order.orderNo })}
          headings={{
            item: t('orders.item'),
            figures: [t('orders.quantity'), t('orders.price'), t('orders.lineTotal')],
            state: t('orders.itemState'),
          }}
          lines={order.items.map((line, index) => {
            const known = linePriceKnown(line);
            return {
              key: line._id,
              testId: 'order-line',
              name: lineName(line, lng),
              url: line.url,
              details: <LineDetails line={line} />,
              figures: [
                line.quantity,
                <>
                  {known ? money(line.unitPrice) : PRICE_TBC}
                  <PriceNote line={line} currency={currency} />
                </>,
                known ? money(line.itemIncTax) : PRICE_TBC,
              ],
              state: <LineState order={order} line={line} shown={view?.items[index]?.shown} />,
            };
          })}
        />
        <FiguresTotals
          maxWidth="24rem"
          endsCard
          figures={[
            {
              label: t('orders.items'),
              value: pricesKnown ? money(order.delivery.cartIncTax) : PRICE_TBC,
            },
            { label: t('orders.deliveryFee'), value: money(order.delivery.deliveryIncTax) },
            {
              label: t('orders.tax'),
              value: pricesKnown ? money(order.delivery.totalTax) : PRICE_TBC,
            },
            {
              label: t('orders.total'),
              value: pricesKnown ? money(order.delivery.totalIncTax) : PRICE_TBC,
              total: true,
              testId: 'order-total',
            },
            ...(due > 0
              ? [{ label: t('orders.amountDue'), value: money(due), testId: 'order-amount-due' }]
              : []),
          ]}
          note={pricesKnown ? undefined : t('orders.tbcNote')}
        />
      </div>
    </article>
  );
}

/** /orders: the customer's placed orders, newest first, with a way to return what came. */
export function OrderList({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const { data, reload } = useRouteData<typeof getOrders, OrderEntry[]>(
    auth,
    'orders',
    (answer) => answer.orders,
  );
  if (data.state === 'loading') return <p role="status">{t('orders.loading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  if (data.data.length === 0) {
    return (
      <div data-testid="orders-empty">
        <p>{t('orders.empty')}</p>
        <LocalLink to="/shop/products" className="btn btn-shop">
          {t('cart.continue')}
        </LocalLink>
      </div>
    );
  }
  return (
    <>
      <p>
        <LocalLink to="/returns">{t('orders.returnsLink')}</LocalLink>
      </p>
      {data.data.map((order) => (
        <Order key={order._id} order={order} />
      ))}
    </>
  );
}
