import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { supplierCost } from '../../../core/sales/supplier-cost';
import type { AdminOrderItem } from './admin-order';

/**
 * A line's supplier price in its own unit: per kg for a line sold by weight, with what the
 * line's weight costs under it, so the owner sees the cost the dashboard counts (issue 26.7).
 */
export function SupplierPrice({
  item,
  money,
}: {
  item: AdminOrderItem;
  /** Cents in the order's currency. */
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  if (item.sellBy !== 'w') return <>{money(item.supplierPrice)}</>;
  return (
    <>
      {t('adminOrders.items.supplierPerKg', { price: money(item.supplierPrice) })}
      <div className="small text-body-secondary">
        {t('adminOrders.items.supplierLineCost', {
          cost: money(supplierCost(item, item.quantity)),
        })}
      </div>
    </>
  );
}
