import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../state/api-client';
import { NoOrder } from './OrderComplete';
import type { PlacedOrder } from './placed-order';
import { useOrderOfPayment } from './use-order-of-payment';

interface Props {
  auth: CallerAuth;
  paymentId: string;
  onOrder: (order: PlacedOrder) => void;
}

/**
 * /checkout_complete without the order in hand: waits for the one the payment placed (the
 * webhook may still be placing it), saying so, and never "no order" while it may yet come.
 */
export function AwaitedOrder({ auth, paymentId, onOrder }: Props) {
  const { t } = useTranslation();
  const state = useOrderOfPayment(auth, paymentId, onOrder);
  if (state === 'gone') return <NoOrder />;
  return (
    <p role="status" className="lead" data-testid="order-waiting">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
      {t(state === 'late' ? 'checkout.complete.late' : 'checkout.complete.waiting')}
    </p>
  );
}
