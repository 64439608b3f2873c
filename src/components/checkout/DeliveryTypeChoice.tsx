import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import { DELIVERY_TYPES, type DeliveryType } from '../../core/delivery/delivery-fee';
import { useFormatMoney } from '../site/use-format-money';
import { errorText } from '../ui/forms/form-failure';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { HeadedForm } from '../ui/forms/HeadedForm';
import { useForm } from '../ui/forms/use-form';
import { useSessionGuard } from '../session/use-session-guard';
import { useCartActions } from '../cart/use-cart-actions';
import { useDeliveryWindow } from './DeliveryDetails';
import { RadioOption } from './RadioOption';

interface Props {
  cart: ShopCart;
  /** The customer has just set the address: their focus goes to the options that appeared. */
  takeFocus: boolean;
  onDone: () => void;
}

const isDeliveryType = (value: string): value is DeliveryType =>
  (DELIVERY_TYPES as readonly string[]).includes(value);

/** Step 1's delivery type, standard or express, each with its fee and dates for the address. */
export function DeliveryTypeChoice({ cart, takeFocus, onDone }: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ deliveryType: cart.delivery.deliveryType as string });
  const { refresh, lastError } = useCartActions();
  const guard = useSessionGuard();
  const windowText = useDeliveryWindow();
  const currency = cart.delivery.currency || cart.cart.currency;

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  const guardRef = useRef(guard);
  guardRef.current = guard;
  const { fail } = form;
  useEffect(() => {
    if (lastError && !guardRef.current(lastError)) {
      fail({ fields: {}, alert: errorText(lastError, t) });
    }
  }, [lastError, fail, t]);

  /**
   * The cart is priced for the type at once, so the summary beside shows the fee and total the
   * server will charge while the shopper is still choosing (issue 25). Cart calls run in turn,
   * so quick changes (arrow keys through the group) end priced for the last one chosen.
   */
  const choose = (value: string) => {
    form.setValue('deliveryType', value);
    // Sent even when the cart already has it: an earlier choice may still be on its way.
    if (isDeliveryType(value)) void refresh({ deliveryType: value });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = form.values.deliveryType;
    void form.submit(
      {},
      async () => {
        if (isDeliveryType(chosen) && chosen !== cart.delivery.deliveryType) {
          if (!(await refresh({ deliveryType: chosen }))) return;
        }
        onDone();
      },
      (err) => ({ fields: {}, alert: errorText(err, t) }),
    );
  };

  return (
    <HeadedForm
      form={form}
      onSubmit={onSubmit}
      headingId={headingId}
      className="mt-4"
      testId="checkout-delivery-type"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="h5">
        {t('checkout.delivery.typeHeading')}
      </h3>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <fieldset className="mb-3">
        <legend className="visually-hidden">{t('checkout.delivery.typeHeading')}</legend>
        {cart.delivery.options.map((option) => (
          <RadioOption
            key={option.type}
            name="deliveryType"
            value={option.type}
            checked={form.values.deliveryType === option.type}
            onChoose={choose}
            label={t('checkout.delivery.option', {
              type: t(`checkout.delivery.type.${option.type}`),
              fee:
                option.fee === 0 ? t('checkout.delivery.free') : formatMoney(option.fee, currency),
            })}
            detail={windowText(option.from, option.to)}
          />
        ))}
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t('checkout.delivery.continue')}
        busyLabel={t('checkout.delivery.pricing')}
      />
    </HeadedForm>
  );
}
