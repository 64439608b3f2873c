import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useRef, useState, type FormEvent } from 'react';
import type { PaymentType } from '../../core/cart/shop-cart';
import { SubmitButton } from '../ui/forms/FormField';
import { RadioOption } from './RadioOption';
import type { ConfigState } from './use-payment-config';

interface Props {
  value: PaymentType | null;
  onChange: (type: PaymentType) => void;
  config: ConfigState;
  onBack: () => void;
  onDone: () => void;
}

/** Step 2, "Payment": by card (Stripe) or with PayPal (spec 9: payment types PAYPAL and STRIPE). */
export function PaymentStep({ value, onChange, config, onBack, onDone }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  const [error, setError] = useState('');
  const group = useRef<HTMLFieldSetElement>(null);
  const paypalOff = config.state === 'ready' && !config.config.paypal.enabled;
  const cardOff = config.state === 'ready' && config.config.stripe.enabled === false;

  // Spec 9's two payment types, each off while its provider is not set up.
  const options = [
    { value: 'STRIPE', text: 'card', off: cardOff },
    { value: 'PAYPAL', text: 'paypal', off: paypalOff },
  ] as const;

  const choose = (type: string) => {
    setError('');
    onChange(type === 'PAYPAL' ? 'PAYPAL' : 'STRIPE');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || options.some((option) => option.value === value && option.off)) {
      setError(t('checkout.payment.choose'));
      group.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="checkout-payment">
      <fieldset ref={group} className="mb-3" aria-describedby={error ? errorId : undefined}>
        <legend className="h5">{t('checkout.payment.legend')}</legend>
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name="paymentType"
            value={option.value}
            checked={value === option.value}
            onChoose={choose}
            disabled={option.off}
            label={t(`checkout.payment.${option.text}`)}
            detail={
              option.off
                ? t('error.PAYMENT_UNAVAILABLE')
                : t(`checkout.payment.${option.text}Detail`)
            }
          />
        ))}
        {error && (
          <div id={errorId} role="alert" className="text-danger small">
            {error}
          </div>
        )}
      </fieldset>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-dark" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <SubmitButton busy={false} label={t('checkout.payment.continue')} busyLabel="" />
      </div>
    </form>
  );
}
