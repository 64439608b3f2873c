import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type FormEvent } from 'react';
import type { CardDeclineReason } from '../../core/checkout/card-decline';
import { useFormatMoney } from '../site/use-format-money';
import type { FieldMessages } from '../ui/forms/field-errors';
import { errorText } from '../ui/forms/form-failure';
import { FormAlert, SubmitButton, TextField } from '../ui/forms/FormField';
import { useForm } from '../ui/forms/use-form';
import {
  cardDetails,
  cardProblems,
  confirmCardBody,
  EMPTY_CARD,
  type CardValues,
} from './card-entry';
import { cardDeclinedText } from './card-declined-text';
import { confirmCardAt } from './card-outcome';
import type { CardFormProps } from './card-form-props';

/** The card was refused: the form says why and stays as it is, to try another card. */
class CardDeclined extends Error {
  constructor(readonly reason: CardDeclineReason) {
    super(reason);
  }
}

/** Waits for the browser to leave for the bank's page, keeping the form busy meanwhile. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * The card form used with the payment simulator (no real Stripe keys): the four fields a card
 * needs, confirmed with the PaymentIntent's client secret as Stripe.js does, so the whole
 * server side runs as it will with Stripe Elements.
 */
export function SimulatorCardForm({
  intent,
  publishableKey,
  returnUrl,
  onCharged,
  simulatorUrl,
}: CardFormProps & { simulatorUrl: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const form = useForm<CardValues>(EMPTY_CARD);
  const amount = formatMoney(intent.amount, intent.currency.toUpperCase());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks: FieldMessages = {};
    for (const field of Object.keys(cardProblems(form.values, new Date()))) {
      checks[field] = t(`checkout.card.error.${field}`);
    }
    void form.submit(
      checks,
      async () => {
        const body = confirmCardBody(cardDetails(form.values), intent.clientSecret, returnUrl);
        const outcome = await confirmCardAt(simulatorUrl, publishableKey, intent.id, body);
        if (outcome.kind === 'succeeded') return onCharged();
        if (outcome.kind === 'redirect') {
          window.location.assign(outcome.url);
          return leaving();
        }
        throw new CardDeclined(outcome.reason);
      },
      (err) => ({
        fields: {},
        alert: err instanceof CardDeclined ? cardDeclinedText(err.reason, t) : errorText(err, t),
      }),
    );
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} data-testid="card-form">
      <p className="form-text">{t('checkout.card.simulatorHint')}</p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <TextField
        {...form.field('number')}
        label={t('checkout.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        aria-required
      />
      <div className="row">
        <TextField
          className="col-6 mb-3"
          {...form.field('expiry')}
          label={t('checkout.card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('checkout.card.expiryPlaceholder')}
          maxLength={7}
          aria-required
        />
        <TextField
          className="col-6 mb-3"
          {...form.field('cvc')}
          label={t('checkout.card.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          aria-required
        />
      </div>
      <TextField
        {...form.field('name')}
        label={t('checkout.card.name')}
        autoComplete="cc-name"
        maxLength={100}
        aria-required
      />
      <SubmitButton
        busy={form.busy}
        label={t('checkout.card.pay', { amount })}
        busyLabel={t('checkout.card.paying')}
      />
    </form>
  );
}
