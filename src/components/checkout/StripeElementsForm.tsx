import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useMemo, useRef, useState, type FormEvent } from 'react';
import { cardDeclineReason } from '../../core/checkout/card-decline';
import { useFormatMoney } from '../site/use-format-money';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { cardDeclinedText } from './card-declined-text';
import type { CardFormProps } from './card-form-props';
import { languageOf } from '../../core/routes/languages';

/*
 * Loaded with import() from CardPayment only: Stripe's two packages (and the script loadStripe
 * fetches from js.stripe.com) reach a browser on the card step of checkout, on no other page.
 */

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

function ElementsForm({ intent, returnUrl, onCharged }: Omit<CardFormProps, 'publishableKey'>) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const amount = formatMoney(intent.amount, intent.currency.toUpperCase());

  const refuse = (message: string) => {
    setAlert(message);
    setBusy(false);
    window.setTimeout(() => alertRef.current?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setAlert('');
    // Cards that need the bank's page go there and come back to returnUrl; others answer here.
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    if (result.error) {
      // Elements shows a form's own mistakes (validation_error) beside its fields.
      const declined = result.error.type === 'card_error';
      refuse(
        declined ? cardDeclinedText(cardDeclineReason(result.error), t) : t('error.PAYMENT_FAILED'),
      );
      return;
    }
    if (result.paymentIntent.status !== 'succeeded') {
      refuse(cardDeclinedText(cardDeclineReason(result.paymentIntent.last_payment_error), t));
      return;
    }
    await onCharged();
    setBusy(false);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="card-form">
      <FormAlert ref={alertRef} message={alert} />
      <div className="mb-3">
        <PaymentElement />
      </div>
      <SubmitButton
        busy={busy || !stripe}
        label={t('checkout.card.pay', { amount })}
        busyLabel={stripe ? t('checkout.card.paying') : t('checkout.card.loading')}
      />
    </form>
  );
}

/** Stripe Elements, with real Stripe keys: the card is typed into Stripe's own frame. */
export default function StripeElementsForm({ publishableKey, ...props }: CardFormProps) {
  const { language } = useI18next();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: props.intent.clientSecret, locale: languageOf(language) }}
    >
      <ElementsForm {...props} />
    </Elements>
  );
}
