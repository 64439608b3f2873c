import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { useAppSelector } from '../../state/hooks';
import { useSessionGuard } from '../session/use-session-guard';
import { useCartActions } from '../cart/use-cart-actions';
import { notify } from '../layout/notify';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { paypalExecute } from './checkout-api';
import { isSoldOut, paymentFailureText, useFinishOrder } from './use-finish-order';
import { AfterOrderLinks } from './AfterOrderLinks';

type Confirming = { kind: 'confirming' } | { kind: 'failed'; message: string } | { kind: 'none' };

/**
 * /confirm_paypal?token=&PayerID=: PayPal sends the buyer back here after they approved. The
 * capture (paypal_execute) and the order (order_confirm) happen now; a failure leaves the cart
 * as it was, with the way back to checkout. A reload captures nothing twice: both calls
 * answer the same capture and the same order again.
 */
export function PaypalConfirm({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const { customerCart: cart, restored } = useAppSelector((state) => state.shop);
  const finish = useFinishOrder();
  const guard = useSessionGuard();
  const { refresh } = useCartActions();
  const [state, setState] = useState<Confirming>({ kind: 'confirming' });
  const started = useRef(false);
  const cartId = cart?.cartId;

  useEffect(() => {
    if (started.current || !restored) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token') ?? '';
    const payerId = params.get('PayerID') ?? '';
    if (!cartId || !token) {
      setState({ kind: 'none' });
      return;
    }
    finish(auth, cartId, () => paypalExecute(cartId, { token, PayerID: payerId }, auth)).catch(
      (err: unknown) => {
        if (guard(err)) return;
        setState({ kind: 'failed', message: paymentFailureText(err, t) });
        if (isSoldOut(err)) void refresh();
      },
    );
  }, [restored, cartId, auth, finish, guard, refresh, t]);

  if (state.kind === 'confirming') {
    return (
      <p role="status" className="lead" data-testid="paypal-confirming">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
        {t('checkout.paypal.confirming')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div data-testid="paypal-failed">
        <div role="alert" className="alert alert-danger">
          {state.message}
        </div>
        <p>{t('checkout.paypal.cartKept')}</p>
        <LocalLink to="/checkout" className="btn btn-shop">
          {t('checkout.paypal.backToCheckout')}
        </LocalLink>
      </div>
    );
  }
  return (
    <div data-testid="paypal-none">
      <p>{t('checkout.paypal.nothing')}</p>
      <AfterOrderLinks />
    </div>
  );
}

/**
 * /cancel_paypal?token=: the buyer chose "cancel" at PayPal. Nothing was paid and the cart is
 * as it was; the cart page (which reads the cart anew) takes over, saying what happened.
 */
export function PaypalCancelled() {
  const { t } = useTranslation();
  const restored = useAppSelector((state) => state.shop.restored);
  const localPath = useLocalPath();
  const left = useRef(false);
  const message = useRef('');
  message.current = t('checkout.paypal.cancelled');

  useEffect(() => {
    if (left.current || !restored) return;
    left.current = true;
    void navigate(localPath('/cart'), { replace: true });
  }, [restored, localPath]);

  // The toast goes with the customer: a page's toasts leave with its layout, so it is said
  // once this page has made way for the cart's, whose layout then shows it.
  useEffect(
    () => () => {
      if (left.current) window.setTimeout(() => notify(message.current, 'info'), 0);
    },
    [],
  );

  return (
    <div data-testid="paypal-cancelled">
      <p role="status">{t('checkout.paypal.cancelled')}</p>
      <LocalLink to="/cart" className="btn btn-shop">
        {t('checkout.backToCart')}
      </LocalLink>
    </div>
  );
}
