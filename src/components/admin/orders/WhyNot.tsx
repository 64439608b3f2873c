import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import {
  ORDER_ACTIONS,
  type Availability,
  type OrderAction,
} from '../../../core/orders/order-view';

/**
 * Why each order action missing from the bar is not possible now, so a button never vanishes
 * without a word (issue 26.5). Read in the order of the bar's buttons.
 */
export function WhyNot({ actions }: { actions: Record<OrderAction, Availability> }) {
  const { t } = useTranslation();
  const id = useId();
  const refused = ORDER_ACTIONS.flatMap((action) => {
    const state = actions[action];
    return state.available ? [] : [{ action, reason: state.reason }];
  });
  if (refused.length === 0) return null;
  return (
    <div className="small text-body-secondary mb-3" data-testid="admin-order-why-not">
      <p id={id} className="mb-1">
        {t('adminOrders.why.heading')}
      </p>
      <ul aria-labelledby={id} className="mb-0">
        {refused.map(({ action, reason }) => (
          <li key={action}>
            {t('adminOrders.why.line', {
              action: t(`adminOrders.actions.${action}`),
              reason: t(`adminOrders.why.${reason}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
