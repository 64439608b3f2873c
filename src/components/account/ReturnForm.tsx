import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type FormEvent } from 'react';
import { sendJson, type CallerAuth } from '../../state/api-client';
import { useLocalPath } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import type { FieldMessages } from './field-errors';
import { explainFailure } from './form-failure';
import { FormAlert, SubmitButton } from './FormField';
import { lineName, type OrderEntry, type OrderLine, type ReturnEntry } from './order-entry';
import { TextAreaField } from './TextAreaField';
import { useAccountForm } from './use-account-form';
import { useSessionGuard } from './use-session-guard';

const FORM_FIELDS = ['quantity', 'reason', 'policyRead'];

interface Props {
  auth: CallerAuth;
  order: OrderEntry;
  line: OrderLine;
  onSaved: (request: ReturnEntry) => void;
  onCancel: () => void;
}

/**
 * PUT return_item for one shipped line: how many, why, and that the returns policy was read
 * (spec 5: "A return needs a reason and that the returns policy was read").
 */
export function ReturnForm({ auth, order, line, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const localPath = useLocalPath();
  const id = useId();
  const sessionGone = useSessionGuard();
  const form = useAccountForm<{ quantity: string; reason: string; policyRead: boolean }>({
    quantity: String(line.quantity),
    reason: '',
    policyRead: false,
  });
  const { values, errors } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const name = lineName(line, lng);

  // The form opens from the orders page on its own address: focus starts on it.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks: FieldMessages = {};
    if (!values.reason.trim()) checks.reason = t('returns.error.reason');
    if (!values.policyRead) checks.policyRead = t('returns.error.policyRead');
    void form.submit(
      checks,
      async () => {
        const body = await sendJson<{ returnedItem: ReturnEntry }>(
          'PUT',
          'return_item',
          {
            item: {
              orderId: order._id,
              itemId: line._id,
              quantity: Number(values.quantity),
              reason: values.reason.trim(),
              policyRead: values.policyRead,
            },
          },
          auth,
        );
        onSaved(body.returnedItem);
      },
      (err) =>
        sessionGone(err)
          ? { fields: {}, alert: '' }
          : explainFailure(err, t, 'returns.error', FORM_FIELDS),
    );
  };

  const headingId = `${id}-heading`;
  const policyError = errors.policyRead;
  const quantities = Array.from({ length: Math.max(1, line.quantity) }, (_, i) => i + 1);
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-body mb-4"
      data-testid="return-form"
    >
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="h5">
        {t('returns.formTitle', { name })}
      </h2>
      <p className="small text-body-secondary">
        {t('returns.formIntro', { number: order.orderNo })}
      </p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      {line.quantity > 1 && (
        <div className="mb-3">
          <label htmlFor={`${id}-quantity`} className="form-label">
            {t('returns.field.quantity')}
          </label>
          <select
            id={`${id}-quantity`}
            name="quantity"
            className={errors.quantity ? 'form-select is-invalid' : 'form-select'}
            style={{ maxWidth: '8rem' }}
            value={values.quantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
            onChange={(event) => form.setValue('quantity', event.target.value)}
          >
            {quantities.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {errors.quantity && (
            <div id={`${id}-quantity-error`} className="invalid-feedback">
              {errors.quantity}
            </div>
          )}
        </div>
      )}
      <TextAreaField
        name="reason"
        label={t('returns.field.reason')}
        aria-required
        maxLength={1000}
        rows={4}
        value={values.reason}
        onValueChange={(value) => form.setValue('reason', value)}
        error={errors.reason}
      />
      <div className="form-check mb-3">
        <input
          id={`${id}-policy`}
          name="policyRead"
          type="checkbox"
          className={policyError ? 'form-check-input is-invalid' : 'form-check-input'}
          checked={values.policyRead}
          aria-required
          aria-invalid={policyError ? true : undefined}
          aria-describedby={policyError ? `${id}-policy-error` : undefined}
          onChange={(event) => form.setValue('policyRead', event.target.checked)}
        />
        <label htmlFor={`${id}-policy`} className="form-check-label">
          {t('returns.field.policyReadBefore')}
          <a href={localPath('/returns_policy')} target="_blank" rel="noreferrer">
            {t('returns.field.policyLink')}
            <span className="visually-hidden"> {t('formField.newTab')}</span>
          </a>
          {t('returns.field.policyReadAfter')}
        </label>
        {policyError && (
          <div id={`${id}-policy-error`} className="invalid-feedback">
            {policyError}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton
          busy={form.busy}
          label={t('returns.submit')}
          busyLabel={t('formField.sending')}
        />
        <button type="button" className="btn btn-outline-dark" onClick={onCancel}>
          {t('formField.cancel')}
        </button>
      </div>
    </form>
  );
}
