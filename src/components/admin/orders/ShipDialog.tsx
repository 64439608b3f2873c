import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import type { Shipper } from './admin-order';
import { ActionDialog } from './ActionDialog';
import type { ParcelTracking } from './order-calls';

interface Props {
  show: boolean;
  busy: boolean;
  error: string;
  title: string;
  message: string;
  shippers: readonly Shipper[];
  /** What the fields start with (the order's own tracking for the rest of the order). */
  initial: ParcelTracking;
  /** Ships; true when the call succeeded, so the fields start again. */
  onShip: (tracking: ParcelTracking) => Promise<boolean>;
  onCancel: () => void;
  onExited: () => void;
}

/**
 * Asks for the parcel's tracking number, carrier and a note before shipping (the whole order,
 * or one item in a parcel of its own). No number is allowed, as the API takes none, but asked
 * about first. What was typed stays until the call succeeds.
 */
export function ShipDialog({
  show,
  busy,
  error,
  title,
  message,
  shippers,
  initial,
  onShip,
  onCancel,
  onExited,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [trackingNo, setTrackingNo] = useState(initial.trackingNo);
  const [shipperId, setShipperId] = useState(
    initial.shipperId === null ? '' : String(initial.shipperId),
  );
  const [comments, setComments] = useState(initial.trackingComments);
  const [noTrackingAsked, setNoTrackingAsked] = useState(false);
  const untracked = trackingNo.trim() === '';
  const warned = noTrackingAsked && untracked;
  const active = shippers.filter((shipper) => shipper.active || shipper._id === initial.shipperId);
  return (
    <ActionDialog
      show={show}
      busy={busy}
      error={error}
      title={title}
      message={message}
      confirmLabel={warned ? t('adminOrders.ship.withoutTracking') : undefined}
      onCancel={() => {
        setNoTrackingAsked(false);
        onCancel();
      }}
      onExited={onExited}
      onConfirm={() => {
        if (untracked && !noTrackingAsked) {
          setNoTrackingAsked(true);
          return;
        }
        void onShip({
          trackingNo,
          trackingComments: comments,
          shipperId: shipperId === '' ? null : Number(shipperId),
        }).then((shipped) => {
          if (!shipped) return;
          setNoTrackingAsked(false);
          setTrackingNo('');
          setComments('');
        });
      }}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-tracking`} className="form-label">
          {t('adminOrders.ship.trackingNo')}
        </label>
        <input
          id={`${id}-tracking`}
          className="form-control"
          value={trackingNo}
          maxLength={100}
          autoFocus
          aria-describedby={warned ? `${id}-no-tracking` : undefined}
          onChange={(event) => setTrackingNo(event.target.value)}
        />
        {warned && (
          <div id={`${id}-no-tracking`} role="alert" className="alert alert-warning mt-2 mb-0">
            {t('adminOrders.ship.noTracking')}
          </div>
        )}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-shipper`} className="form-label">
          {t('adminOrders.ship.shipper')}
        </label>
        <select
          id={`${id}-shipper`}
          className="form-select"
          value={shipperId}
          onChange={(event) => setShipperId(event.target.value)}
        >
          <option value="">{t('adminOrders.ship.noShipper')}</option>
          {active.map((shipper) => (
            <option key={shipper._id} value={String(shipper._id)}>
              {shipper.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-comments`} className="form-label">
          {t('adminOrders.ship.comments')}
        </label>
        <textarea
          id={`${id}-comments`}
          className="form-control"
          rows={3}
          maxLength={1000}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
        />
      </div>
    </ActionDialog>
  );
}
