import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type FormEvent } from 'react';
import type { PaymentType, ShopCart } from '../../core/cart/shop-cart';
import type { CallerAuth } from '../../state/api-client';
import { useAppDispatch } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { errorText } from '../ui/forms/form-failure';
import { CheckField, FormAlert, SubmitButton } from '../ui/forms/FormField';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain } from '../session/use-session-guard';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { CardPayment } from './CardPayment';
import { cardIntent, paypalCreate, stripeCreate, type CardIntent } from './checkout-api';
import { DeliveryDetails } from './DeliveryDetails';
import { CheckoutFigures } from './CheckoutFigures';
import { cartFigures } from './summary-figures';
import type { ConfigState } from './use-payment-config';

interface Props {
  auth: CallerAuth;
  cart: ShopCart;
  /** The terms box starts ticked: the shopper ticked it before the bank's page. */
  agreedTerms?: boolean;
  paymentType: PaymentType | null;
  /** The PaymentIntent for this cart's total, once the card step has begun. */
  intent: CardIntent | null;
  /** The PaymentIntent made, and the cart total (as the cart now says) it was made for. */
  onIntent: (intent: CardIntent, total: number) => void;
  config: ConfigState;
  retryConfig: () => void;
  returnUrl: (intentId: string) => string;
  onCardCharged: () => Promise<void>;
  onBack: () => void;
}

/** Waits for the browser to leave for PayPal, keeping the button busy meanwhile. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * Step 3, "Place order": what will be sent where and for how much, all as the server priced
 * it; the terms (spec 5: "Terms must be agreed at checkout"); then the payment. A card is
 * typed here once stripe_create has made its PaymentIntent; PayPal is a page of its own.
 */
export function ReviewStep({
  auth,
  cart,
  agreedTerms = false,
  paymentType,
  intent,
  onIntent,
  config,
  retryConfig,
  returnUrl,
  onCardCharged,
  onBack,
}: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const dispatch = useAppDispatch();
  const form = useForm({ agreeTerms: agreedTerms });
  const explain = useGuardedExplain((err) => ({ fields: {}, alert: errorText(err, t) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = form.values.agreeTerms ? {} : { agreeTerms: t('error.AGREE_TERMS') };
    void form.submit(
      checks,
      async () => {
        // Reached only with the box ticked (the checks above).
        const terms = { agreeTerms: true } as const;
        // A cart paid already is answered its payment, nothing to approve or confirm: the
        // order is placed from here.
        if (paymentType === 'PAYPAL') {
          const { payment } = await paypalCreate(cart.cartId, terms, auth);
          if (!('approvalUrl' in payment)) return onCardCharged();
          window.location.assign(payment.approvalUrl);
          return leaving();
        }
        const answer = await stripeCreate(cart.cartId, terms, auth);
        dispatch(shopActions.cartReplaced(answer.cart));
        const made = cardIntent(answer.payment);
        if (!made) return onCardCharged();
        onIntent(made, answer.cart.delivery.totalIncTax);
      },
      explain,
    );
  };

  const payLabel =
    paymentType === 'PAYPAL' ? t('checkout.review.payPaypal') : t('checkout.review.payCard');

  return (
    <>
      <DeliveryDetails
        address={cart.address}
        deliveryType={cart.delivery.deliveryType}
        deliveryDate={cart.delivery.deliveryDate}
      />
      <dl className="row mb-3">
        <dt className="col-sm-4">{t('checkout.review.paymentMethod')}</dt>
        <dd className="col-sm-8" data-testid="checkout-payment-method">
          {paymentType === 'PAYPAL' ? t('checkout.payment.paypal') : t('checkout.payment.card')}
        </dd>
      </dl>
      <CheckoutFigures figures={cartFigures(cart, lng)} caption={t('checkout.review.caption')} />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4">
        <FormAlert ref={form.alertRef} message={form.alert} />
        <CheckField
          {...form.check('agreeTerms')}
          disabled={intent !== null}
          label={
            <>
              {t('checkout.review.agree')}{' '}
              <LocalLink to="/terms" target="_blank" rel="noopener">
                {t('checkout.review.termsLink')}
                <span className="visually-hidden"> {t('formField.newTab')}</span>
              </LocalLink>
            </>
          }
        />
        {intent === null && (
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-dark" onClick={onBack}>
              {t('checkout.back')}
            </button>
            <SubmitButton
              busy={form.busy}
              label={payLabel}
              busyLabel={t('checkout.review.starting')}
            />
          </div>
        )}
      </form>
      {intent !== null && (
        <>
          <CardPayment
            intent={intent}
            config={config}
            retryConfig={retryConfig}
            returnUrl={returnUrl(intent.id)}
            onCharged={onCardCharged}
          />
          <button type="button" className="btn btn-outline-dark mt-3" onClick={onBack}>
            {t('checkout.back')}
          </button>
        </>
      )}
    </>
  );
}
