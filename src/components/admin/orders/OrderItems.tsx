import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import { linePriceKnown } from '../../../core/orders/customer-order-status';
import { lineShipNote, type ItemAction, type OrderView } from '../../../core/orders/order-view';
import { lineName } from '../../account/order-entry';
import { useLineText } from '../../orders/use-line-text';
import { useContentLanguage } from '../../site/use-content-language';
import type { AdminOrder, AdminOrderItem, Shipper } from './admin-order';
import { BusyButton } from './BusyButton';
import { busyKey, type OrderCall } from './order-calls';
import { WeightForm } from './WeightForm';
import { ShipDialog } from './ShipDialog';
import { SupplierPrice } from './SupplierPrice';
import { TableHead } from '../../ui/TableHead';

interface Props {
  order: AdminOrder;
  shippers: readonly Shipper[];
  /** What the order shows and allows (null when it holds codes this page does not know). */
  view: OrderView | null;
  /** The running action's busy key ('' when none). */
  busy: string;
  onCall: (call: OrderCall) => void;
  /** A refusal of the last call from the ship dialog ('' for none). */
  dialogError: string;
  /** Ships one item from its dialog (issue 26.3): true when it went. */
  onShip: (call: OrderCall) => Promise<boolean>;
  onDismiss: () => void;
  onDialogClosed: () => void;
}

const NO_TRACKING = { trackingNo: '', trackingComments: '', shipperId: null };

/** The line's options (and pack) in the administrator's page language. */
function Variant({ item }: { item: AdminOrderItem }) {
  return <>{useLineText().options(item) || '—'}</>;
}

/** The order's lines with what can be done to each (ship, return, receive, weigh). */
export function OrderItems({
  order,
  view,
  shippers,
  busy,
  onCall,
  dialogError,
  onShip,
  onDismiss,
  onDialogClosed,
}: Props) {
  const { t } = useTranslation();
  // The item being shipped; kept while its dialog closes, so the title stays as it fades.
  const [shipping, setShipping] = useState<{ item: AdminOrderItem; open: boolean } | null>(null);
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const money = (cents: number) => formatMoney(cents, order.delivery.currency || 'EUR');
  const running = busy !== '';
  // Each heading also names its cell in the phone's card (table-cards.css).
  const label = {
    name: t('adminOrders.items.name'),
    sku: t('adminOrders.items.sku'),
    variant: t('adminOrders.items.variant'),
    quantity: t('adminOrders.items.quantity'),
    price: t('adminOrders.items.price'),
    status: t('adminOrders.items.status'),
    shippedDate: t('adminOrders.items.shippedDate'),
    supplierPrice: t('adminOrders.items.supplierPrice'),
  };
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle table-cards">
        <caption className="caption-top">
          {t('adminOrders.items.caption', { number: order.orderNo })}
        </caption>
        <TableHead
          columns={[
            { label: <span className="visually-hidden">{t('adminOrders.items.picture')}</span> },
            { label: label.name },
            { label: label.sku },
            { label: label.variant },
            { label: label.quantity, numeric: true },
            { label: label.price, numeric: true },
            { label: label.status },
            { label: label.shippedDate },
            { label: label.supplierPrice, numeric: true },
            { label: t('adminOrders.items.actions') },
          ]}
        />
        <tbody>
          {order.items.map((item, index) => {
            const name = lineName(item, lng);
            // The view lists the lines in the order's own order.
            const shown = view?.items[index];
            const can = (action: ItemAction) => shown?.actions[action].available === true;
            const note = view && shown ? lineShipNote(view, shown) : null;
            const button = (call: OrderCall, label: string) => (
              <BusyButton
                className="btn btn-sm btn-outline-dark"
                busy={busy === busyKey(call)}
                disabled={running}
                label={label}
                busyLabel={t('adminOrders.busy')}
                aria-describedby={`item-name-${item._id}`}
                onClick={() => onCall(call)}
              />
            );
            return (
              <tr key={item._id} data-testid="admin-order-item">
                <td>
                  {item.image && (
                    <img
                      src={item.image}
                      alt=""
                      width={48}
                      height={48}
                      style={{ objectFit: 'cover' }}
                    />
                  )}
                </td>
                <th scope="row" className="fw-normal" id={`item-name-${item._id}`}>
                  {name}
                </th>
                <td className="text-nowrap" data-label={label.sku}>
                  {item.sku}
                </td>
                <td data-label={label.variant}>
                  <Variant item={item} />
                </td>
                <td className="text-end" data-label={label.quantity}>
                  {item.quantity}
                </td>
                <td className="text-end text-nowrap" data-label={label.price}>
                  {linePriceKnown(item) ? money(item.unitPrice) : t('adminOrders.priceTbc')}
                </td>
                <td data-testid="admin-item-status" data-label={label.status}>
                  {t(`orders.itemStatus.${shown?.shown ?? item.status}`, {
                    defaultValue: item.status,
                  })}
                  {item.return && item.return.status !== 'X' && (
                    <div className="small text-body-secondary text-break">
                      {t('adminOrders.items.returnReason', { reason: item.return.reason })}
                    </div>
                  )}
                </td>
                <td className="text-nowrap" data-label={label.shippedDate}>
                  {item.shippedDate ? formatPostDate(item.shippedDate, language) : '—'}
                </td>
                <td className="text-end text-nowrap" data-label={label.supplierPrice}>
                  <SupplierPrice item={item} money={money} />
                </td>
                <td>
                  <div className="d-flex flex-wrap gap-1">
                    {can('ship') && (
                      <BusyButton
                        className="btn btn-sm btn-outline-dark"
                        busy={
                          busy === busyKey({ kind: 'shipItem', itemId: item._id, ...NO_TRACKING })
                        }
                        disabled={running}
                        label={t('adminOrders.items.ship')}
                        busyLabel={t('adminOrders.busy')}
                        aria-describedby={`item-name-${item._id}`}
                        onClick={() => {
                          onDismiss();
                          setShipping({ item, open: true });
                        }}
                      />
                    )}
                    {can('markReturn') &&
                      button(
                        { kind: 'markReturn', itemId: item._id },
                        t('adminOrders.items.markReturn'),
                      )}
                    {can('receive') &&
                      button({ kind: 'receive', itemId: item._id }, t('adminOrders.items.receive'))}
                  </div>
                  {note && (
                    <div className="small text-body-secondary">{t(`adminOrders.why.${note}`)}</div>
                  )}
                  {can('weigh') && (
                    <WeightForm
                      name={name}
                      grams={item.productWeight}
                      quantity={item.quantity}
                      sellPack={item.sellPack}
                      busy={busy === busyKey({ kind: 'weigh', itemId: item._id, grams: 0 })}
                      disabled={running}
                      onSave={(grams) => onCall({ kind: 'weigh', itemId: item._id, grams })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shipping && (
        <ShipDialog
          key={shipping.item._id}
          show={shipping.open}
          busy={busy === busyKey({ kind: 'shipItem', itemId: shipping.item._id, ...NO_TRACKING })}
          error={shipping.open ? dialogError : ''}
          title={t('adminOrders.shipItem.title', {
            name: lineName(shipping.item, lng),
            number: order.orderNo,
          })}
          message={t('adminOrders.shipItem.message')}
          shippers={shippers}
          initial={NO_TRACKING}
          onShip={async (tracking) => {
            const shipped = await onShip({
              kind: 'shipItem',
              itemId: shipping.item._id,
              ...tracking,
            });
            if (shipped) setShipping({ ...shipping, open: false });
            return shipped;
          }}
          onCancel={() => {
            onDismiss();
            setShipping({ ...shipping, open: false });
          }}
          onExited={onDialogClosed}
        />
      )}
    </div>
  );
}
