import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import { useFormatMoney } from '../../site/use-format-money';
import type { AdminOrder, Shipper } from './admin-order';
import { ActionDialog } from './ActionDialog';
import { BusyButton } from './BusyButton';
import { ShipDialog } from './ShipDialog';
import { completeAsksPayment } from './order-actions';
import type { OrderAction, OrderView } from '../../../core/orders/order-view';
import { WhyNot } from './WhyNot';
import type { OrderCall } from './order-calls';
import {
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentMethod,
} from '../../../core/orders/manual-payment-method';

type Asking = 'shipOrder' | 'markPaid' | 'cancel' | 'complete' | null;

interface Props {
  order: AdminOrder;
  /** What the order shows and allows (null when it holds codes this page does not know). */
  view: OrderView | null;
  shippers: readonly Shipper[];
  busy: string;
  /** A refusal of the last call ('' for none); shown in the open dialog. */
  error: string;
  /** A call from a dialog: its refusal stays in the dialog. */
  onCall: (call: OrderCall) => Promise<boolean>;
  /** A call straight from its button (Reopen): its refusal shows in the page. */
  onDirect: (call: OrderCall) => Promise<void>;
  onDismiss: () => void;
  /** A dialog has closed and given the focus back (to a button that may be gone). */
  onDialogClosed: () => void;
}

/**
 * The order's actions the core transitions allow, each asking first when it needs details
 * or cannot be undone, and below them why each of the others is not possible now. What was
 * typed in a dialog stays there until the call succeeds.
 */
export function OrderActionBar({
  order,
  view,
  shippers,
  busy,
  error,
  onCall,
  onDirect,
  onDismiss,
  onDialogClosed,
}: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [reference, setReference] = useState('');
  const [method, setMethod] = useState<ManualPaymentMethod>('bank_transfer');
  const [reason, setReason] = useState('');
  const can = (action: OrderAction) => view?.actions[action].available === true;
  const running = busy !== '';
  const money = (cents: number) => formatMoney(cents, order.delivery.currency || 'EUR');

  const ask = (which: Asking) => {
    onDismiss();
    setAsking(which);
  };
  const close = () => {
    onDismiss();
    setAsking(null);
  };
  const confirm = async (call: OrderCall, reset: () => void) => {
    if (await onCall(call)) {
      reset();
      setAsking(null);
    }
  };
  const dialogProps = (which: Exclude<Asking, null>) => ({
    show: asking === which,
    busy: busy === which,
    error: asking === which ? error : '',
    onCancel: close,
    onExited: onDialogClosed,
  });
  const opener = (which: Exclude<Asking, null>, label: string, className: string) => (
    <BusyButton
      className={className}
      busy={busy === which}
      disabled={running}
      label={label}
      busyLabel={t('adminOrders.busy')}
      onClick={() => ask(which)}
    />
  );

  return (
    <>
      <div
        className="d-flex flex-wrap gap-2 mb-2"
        role="group"
        aria-label={t('adminOrders.actions.label')}
      >
        {can('shipOrder') &&
          opener('shipOrder', t('adminOrders.actions.shipOrder'), 'btn btn-primary')}
        {can('markPaid') &&
          opener('markPaid', t('adminOrders.actions.markPaid'), 'btn btn-outline-primary')}
        {can('complete') &&
          opener('complete', t('adminOrders.actions.complete'), 'btn btn-outline-primary')}
        {can('reopen') && (
          <BusyButton
            className="btn btn-outline-dark"
            busy={busy === 'reopen'}
            disabled={running}
            label={t('adminOrders.actions.reopen')}
            busyLabel={t('adminOrders.busy')}
            onClick={() => {
              onDismiss();
              void onDirect({ kind: 'reopen' });
            }}
          />
        )}
        {can('cancel') &&
          opener('cancel', t('adminOrders.actions.cancel'), 'btn btn-outline-danger')}
        {!view?.anyAction && (
          <p className="mb-0 text-body-secondary">{t('adminOrders.actions.none')}</p>
        )}

        <ShipDialog
          {...dialogProps('shipOrder')}
          title={t('adminOrders.ship.title', { number: order.orderNo })}
          message={t('adminOrders.ship.message')}
          shippers={shippers}
          initial={{
            trackingNo: order.delivery.trackingNo,
            trackingComments: order.delivery.trackingComments,
            shipperId: order.shipperId,
          }}
          onShip={async (tracking) => {
            const shipped = await onCall({ kind: 'shipOrder', ...tracking });
            if (shipped) setAsking(null);
            return shipped;
          }}
        />

        <ActionDialog
          {...dialogProps('markPaid')}
          title={t('adminOrders.paid.title', { number: order.orderNo })}
          message={t('adminOrders.paid.message', { amount: money(order.amountDue) })}
          onConfirm={() =>
            void confirm({ kind: 'markPaid', reference, method }, () => setReference(''))
          }
        >
          <label htmlFor={`${id}-method`} className="form-label">
            {t('adminOrders.paid.method')}
          </label>
          <select
            id={`${id}-method`}
            className="form-select mb-3"
            value={method}
            autoFocus
            onChange={(event) => setMethod(event.target.value as ManualPaymentMethod)}
          >
            {MANUAL_PAYMENT_METHODS.map((option) => (
              <option key={option} value={option}>
                {t(`adminOrders.paymentMethod.${option}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-reference`} className="form-label">
            {t('adminOrders.paid.reference')}
          </label>
          <input
            id={`${id}-reference`}
            className="form-control"
            value={reference}
            maxLength={200}
            aria-describedby={`${id}-reference-hint`}
            onChange={(event) => setReference(event.target.value)}
          />
          <div id={`${id}-reference-hint`} className="form-text">
            {t('adminOrders.paid.referenceHint')}
          </div>
        </ActionDialog>

        <ActionDialog
          {...dialogProps('cancel')}
          danger
          title={t('adminOrders.cancel.title', { number: order.orderNo })}
          message={
            order.paymentStatus === 'P' || order.amountPaid > 0
              ? t('adminOrders.cancel.refundMessage', { amount: money(order.amountPaid) })
              : t('adminOrders.cancel.message')
          }
          onConfirm={() => void confirm({ kind: 'cancel', reason }, () => setReason(''))}
        >
          <label htmlFor={`${id}-reason`} className="form-label">
            {t('adminOrders.cancel.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className="form-control"
            rows={3}
            maxLength={1000}
            value={reason}
            autoFocus
            onChange={(event) => setReason(event.target.value)}
          />
        </ActionDialog>

        <ActionDialog
          {...dialogProps('complete')}
          title={t('adminOrders.complete.title', { number: order.orderNo })}
          message={
            completeAsksPayment(order)
              ? t('adminOrders.complete.requestMessage', { amount: money(order.amountDue) })
              : t('adminOrders.complete.message')
          }
          onConfirm={() => void confirm({ kind: 'complete' }, () => undefined)}
        />
      </div>
      {view && <WhyNot actions={view.actions} />}
    </>
  );
}
