import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import type { AdminOrder, OrderPayment } from './admin-order';
import { formatDateTime } from '../../../core/dates/date-time-format';
import type { OrderView } from '../../../core/orders/order-view';
import { useCountryNames } from '../../account/use-delivery-countries';

/** Money recorded by hand shows how it came (and its reference) instead of a provider. */
function paymentLineKey(payment: OrderPayment): string {
  if (payment.method === undefined) return 'adminOrders.detail.paymentLine';
  return payment.reference
    ? 'adminOrders.detail.manualPaymentLineRef'
    : 'adminOrders.detail.manualPaymentLine';
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-sm-7">{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="col-lg-4 mb-3">
      <div className="card h-100">
        <div className="card-body">
          <h3 className="h6">{title}</h3>
          <dl className="row mb-0">{children}</dl>
        </div>
      </div>
    </section>
  );
}

/**
 * Where the order goes, how it is paid and how it travels (with its totals). Its status is the
 * heading's badge alone: said once.
 */
export function OrderFacts({ order, view }: { order: AdminOrder; view: OrderView | null }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  const countryOf = useCountryNames();
  /** Provider words (STRIPE, succeeded) in the admin's language; an unknown one as it came. */
  const providerName = (provider: string) =>
    t(`adminOrders.provider.${provider}`, { defaultValue: provider });
  const money = (cents: number) => formatMoney(cents, order.delivery.currency || 'EUR');
  const day = (iso: string | null) => (iso ? formatPostDate(iso, language) : '—');
  const { address, delivery } = order;
  const addressLines = [
    address.addrName,
    address.addrLine1,
    address.addrLine2,
    [address.addrCode, address.addrCity, address.addrRegion].filter(Boolean).join(' '),
    address.addrCountry && countryOf(address.addrCountry),
  ].filter(Boolean);

  return (
    <div className="row">
      <Section title={t('adminOrders.detail.address')}>
        <Fact label={t('adminOrders.detail.deliverTo')}>
          <address className="mb-0">
            {addressLines.map((line, index) => (
              <div key={index}>{line}</div>
            ))}
          </address>
        </Fact>
        <Fact label={t('adminOrders.detail.email')}>
          <span className="text-break">{address.addrEmail || order.customer.email}</span>
        </Fact>
        {address.addrTel && <Fact label={t('adminOrders.detail.tel')}>{address.addrTel}</Fact>}
        {address.addrComments && (
          <Fact label={t('adminOrders.detail.comments')}>
            <span style={{ whiteSpace: 'pre-line' }}>{address.addrComments}</span>
          </Fact>
        )}
      </Section>
      <Section title={t('adminOrders.detail.payment')}>
        <Fact label={t('adminOrders.detail.paymentType')}>
          {order.payment.type ? providerName(order.payment.type) : '—'}
        </Fact>
        <Fact label={t('adminOrders.detail.paymentStatus')}>
          <span data-testid="admin-order-payment-status">
            {t(`adminOrders.paymentStatus.${view?.payment ?? order.paymentStatus}`, {
              defaultValue: order.paymentStatus,
            })}
          </span>
        </Fact>
        {order.payment.ref && (
          <Fact label={t('adminOrders.detail.paymentRef')}>{order.payment.ref}</Fact>
        )}
        <Fact label={t('adminOrders.detail.total')}>{money(delivery.totalIncTax)}</Fact>
        <Fact label={t('adminOrders.detail.amountPaid')}>{money(order.amountPaid)}</Fact>
        {view && view.amountRefunded > 0 && (
          <Fact label={t('adminOrders.detail.amountRefunded')}>
            <span data-testid="admin-order-amount-refunded">{money(view.amountRefunded)}</span>
          </Fact>
        )}
        <Fact label={t('adminOrders.detail.amountDue')}>
          <strong data-testid="admin-order-amount-due">
            {money(view?.amountDue ?? order.amountDue)}
          </strong>
        </Fact>
        {order.paymentRequestedAt && (
          <Fact label={t('adminOrders.detail.paymentRequested')}>
            {formatDateTime(order.paymentRequestedAt, language)}
          </Fact>
        )}
        <Fact label={t('adminOrders.detail.termsAccepted')}>
          <span data-testid="admin-order-terms">
            {order.termsAcceptedAt
              ? formatDateTime(order.termsAcceptedAt, language)
              : t('adminOrders.detail.termsNotRecorded')}
          </span>
        </Fact>
        <Fact label={t('adminOrders.detail.payments')}>
          {order.payments.length === 0 ? (
            t('adminOrders.detail.noPayments')
          ) : (
            <ul className="list-unstyled mb-0">
              {order.payments.map((payment) => (
                <li key={`${payment.provider}-${payment.providerId}`}>
                  {t(paymentLineKey(payment), {
                    amount: money(payment.amount),
                    provider: providerName(payment.provider),
                    status: t(`adminOrders.providerStatus.${payment.status.toLowerCase()}`, {
                      defaultValue: payment.status,
                    }),
                    date: formatDateTime(payment.createdAt, language),
                    method: t(`adminOrders.paymentMethod.${payment.method ?? 'other'}`),
                    reference: payment.reference ?? '',
                  })}
                  {payment.refunded > 0 &&
                    ` ${t('adminOrders.detail.paymentRefunded', { amount: money(payment.refunded) })}`}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </Section>
      <Section title={t('adminOrders.detail.delivery')}>
        <Fact label={t('adminOrders.detail.deliveryType')}>
          {t(`orders.deliveryType.${delivery.deliveryType}`, {
            defaultValue: delivery.deliveryType || '—',
          })}
        </Fact>
        <Fact label={t('adminOrders.detail.expected')}>
          {delivery.deliveryDate.from && delivery.deliveryDate.to
            ? t('adminOrders.detail.between', {
                from: day(delivery.deliveryDate.from),
                to: day(delivery.deliveryDate.to),
              })
            : '—'}
        </Fact>
        <Fact label={t('adminOrders.detail.deliveryFee')}>{money(delivery.deliveryIncTax)}</Fact>
        {/* Carriers and tracking numbers are each parcel's: the parcel list shows them. */}
        {order.shippedAt && (
          <Fact label={t('adminOrders.detail.shippedAt')}>{day(order.shippedAt)}</Fact>
        )}
      </Section>
    </div>
  );
}
