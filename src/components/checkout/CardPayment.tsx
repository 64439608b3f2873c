import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { Suspense, lazy, useEffect, useId, useRef } from 'react';
import { useFormatMoney } from '../site/use-format-money';
import { LoadFailed } from '../ui/LoadFailed';
import type { CardFormProps } from './card-form-props';
import { SimulatorCardForm } from './SimulatorCardForm';
import type { ConfigState } from './use-payment-config';

// Stripe's packages load only when a card is paid with real keys (their own chunk).
const StripeElementsForm = lazy(() => import('./StripeElementsForm'));

interface Props extends Omit<CardFormProps, 'publishableKey'> {
  config: ConfigState;
  retryConfig: () => void;
}

/**
 * The card step after stripe_create: its heading takes focus, then the card form of the
 * payment settings, the simulator's or Stripe Elements.
 */
export function CardPayment({ config, retryConfig, ...form }: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatMoney(form.intent.amount, form.intent.currency.toUpperCase());

  return (
    <section aria-labelledby={headingId} className="card card-body mt-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="h5">
        {t('checkout.card.heading', { amount })}
      </h3>
      {config.state === 'loading' && <p role="status">{t('checkout.card.loading')}</p>}
      {config.state === 'failed' && <LoadFailed error={config.error} onRetry={retryConfig} />}
      {config.state === 'ready' &&
        (config.config.stripe.simulatorUrl ? (
          <SimulatorCardForm
            {...form}
            publishableKey={config.config.stripe.publishableKey}
            simulatorUrl={config.config.stripe.simulatorUrl}
          />
        ) : (
          <Suspense fallback={<p role="status">{t('checkout.card.loading')}</p>}>
            <StripeElementsForm {...form} publishableKey={config.config.stripe.publishableKey} />
          </Suspense>
        ))}
    </section>
  );
}
