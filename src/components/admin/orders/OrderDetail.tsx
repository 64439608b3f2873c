import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useCallback, useEffect, useMemo, useRef } from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import type { CallerAuth } from '../../../state/api-client';
import { LoadFailed } from '../../ui/LoadFailed';
import type { AdminOrder, Shipper } from './admin-order';
import { OrderActionBar } from './OrderActionBar';
import type { OrderCall } from './order-calls';
import { OrderFacts } from './OrderFacts';
import { OrderHistory } from './OrderHistory';
import { OrderItems } from './OrderItems';
import { ParcelList } from '../../orders/ParcelList';
import { OrderStatusText } from './OrderStatusText';
import { useAdminOrder } from './use-admin-order';
import { useOrderAction } from './use-order-action';
import { shownOrder } from '../../orders/shown-order';

interface Props {
  auth: CallerAuth;
  orderId: string;
  shippers: readonly Shipper[];
  onBack: () => void;
  /** Tells the list an action changed the order. */
  onChanged: (order: AdminOrder) => void;
}

function OrderView({
  auth,
  order,
  shippers,
  onBack,
  onOrder,
}: {
  auth: CallerAuth;
  order: AdminOrder;
  shippers: readonly Shipper[];
  onBack: () => void;
  onOrder: (order: AdminOrder) => void;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { run, busy, error, clearError } = useOrderAction(auth, order._id, onOrder);
  const pageError = error.inDialog ? '' : error.text;
  const view = useMemo(() => shownOrder(order), [order]);

  // The detail replaces the list: focus goes to its heading so a screen reader starts there.
  useEffect(() => headingRef.current?.focus(), [order._id]);
  useEffect(() => {
    if (pageError) alertRef.current?.focus();
  }, [pageError]);

  // A button the new state does not allow is gone, and the focus with it: back to the heading.
  const keepFocus = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
    });
  }, []);
  const direct = useCallback(
    async (call: OrderCall) => {
      if (await run(call)) keepFocus();
    },
    [run, keepFocus],
  );
  const fromDialog = useCallback((call: OrderCall) => run(call, true), [run]);

  return (
    <article aria-labelledby="admin-order-heading">
      <button type="button" className="btn btn-link px-0 mb-2" onClick={onBack}>
        {t('adminOrders.detail.back')}
      </button>
      <h2 id="admin-order-heading" ref={headingRef} tabIndex={-1} className="h4">
        {t('adminOrders.detail.heading', { number: order.orderNo })}
      </h2>
      <p className="text-body-secondary">
        {t('adminOrders.detail.summary', {
          date: formatPostDate(order.placedAt ?? order.dateAdded, language),
          email: order.customer.email,
        })}{' '}
        <span className="badge text-bg-dark" data-testid="admin-order-status">
          <OrderStatusText status={order.status} paymentStatus={order.paymentStatus} />
        </span>
      </p>
      {pageError && (
        <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger">
          {pageError}
        </div>
      )}
      <OrderActionBar
        order={order}
        view={view}
        shippers={shippers}
        busy={busy}
        error={error.inDialog ? error.text : ''}
        onCall={fromDialog}
        onDirect={direct}
        onDismiss={clearError}
        onDialogClosed={keepFocus}
      />
      <OrderFacts order={order} view={view} />
      <ParcelList parcels={order.parcels} items={order.items} heading="h3" />
      <OrderItems
        order={order}
        view={view}
        shippers={shippers}
        busy={busy}
        onCall={(call) => void direct(call)}
        dialogError={error.inDialog ? error.text : ''}
        onShip={fromDialog}
        onDismiss={clearError}
        onDialogClosed={keepFocus}
      />
      <OrderHistory order={order} />
    </article>
  );
}

/** One order (?order=<id>): its facts, lines, actions and history, read from admin_order. */
export function OrderDetail({ auth, orderId, shippers, onBack, onChanged }: Props) {
  const { t } = useTranslation();
  const { data, replace, reload } = useAdminOrder(auth, orderId);
  const onOrder = useCallback(
    (order: AdminOrder) => {
      replace(order);
      onChanged(order);
    },
    [replace, onChanged],
  );
  if (data.state === 'loading') return <p role="status">{t('adminOrders.detail.loading')}</p>;
  if (data.state === 'failed') {
    return (
      <>
        <button type="button" className="btn btn-link px-0 mb-2" onClick={onBack}>
          {t('adminOrders.detail.back')}
        </button>
        <LoadFailed error={data.error} onRetry={reload} />
      </>
    );
  }
  return (
    <OrderView
      auth={auth}
      order={data.data}
      shippers={shippers}
      onBack={onBack}
      onOrder={onOrder}
    />
  );
}
