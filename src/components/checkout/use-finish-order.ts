import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { ApiCallError, type CallerAuth } from '../../state/api-client';
import { useAppDispatch } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { errorText, type TranslateWith } from '../ui/forms/form-failure';
import { useLocalPath } from '../site/LocalLink';
import { orderConfirm } from './checkout-api';
import { completePathFor, rememberPaidPayment } from './paid-handover';
import type { CompletedState } from './placed-order';

/**
 * The end of every payment: the provider's answer checked on the server (`settle`:
 * confirm_payment or paypal_execute), then order_confirm places the order. Only then does the
 * browser forget the cart and open the confirmation: a failure on the way leaves the cart as
 * it is, to pay again. Rejects with the call's ApiCallError. The caller shows a "placing your
 * order" state meanwhile, so the forgotten cart never reads as an empty one. order_confirm
 * carries the agreement to the terms: every payment here was started from step 3 with its box
 * ticked (back from the bank's or PayPal's page, this page is a new one that cannot know).
 * The confirmation is handed the order and the payment too (paid-handover.ts): should the
 * order be lost on the way, the page asks for it by the payment.
 */
export function useFinishOrder(): (
  auth: CallerAuth,
  cartId: string,
  settle: () => Promise<{ payment: { id: string } }>,
) => Promise<void> {
  const dispatch = useAppDispatch();
  const localPath = useLocalPath();
  return useCallback(
    async (auth, cartId, settle) => {
      const { payment } = await settle();
      const { order } = await orderConfirm(cartId, { agreeTerms: true }, auth);
      const state: CompletedState = { order };
      rememberPaidPayment(payment.id);
      void navigate(completePathFor(localPath('/checkout_complete'), payment.id), {
        state,
        replace: true,
      });
      dispatch(shopActions.cartCleared());
    },
    [dispatch, localPath],
  );
}

/** A payment that did not end in an order, in the page's language. */
export function paymentFailureText(err: unknown, t: TranslateWith): string {
  if (err instanceof ApiCallError && err.code === 'SOLD_OUT') return t('error.SOLD_OUT');
  if (err instanceof ApiCallError && err.code === 'PAYMENT_FAILED') {
    return t('error.PAYMENT_FAILED');
  }
  return errorText(err, t);
}

/** order_confirm found an item sold out: the server refunded and updated the cart. */
export const isSoldOut = (err: unknown) => err instanceof ApiCallError && err.code === 'SOLD_OUT';

/** The provider refused the payment (a declined card, a failed bank check). */
export const isPaymentFailed = (err: unknown) =>
  err instanceof ApiCallError && err.code === 'PAYMENT_FAILED';
