import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type FormEvent } from 'react';
import type { returnItem } from '../../server/account/account-routes';
import { apiPut, type CallerAuth } from '../../state/api-client';
import { useLocalPath } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import type { FieldMessages } from '../ui/forms/field-errors';
import { CardForm } from './CardForm';
import { explainFailure } from '../ui/forms/form-failure';
import { CheckField, FormAlert, SelectField, SubmitOrCancel } from '../ui/forms/FormField';
import { lineName, type OrderEntry, type OrderLine, type ReturnEntry } from './order-entry';
import { TextAreaField } from '../ui/forms/TextAreaField';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain } from '../session/use-session-guard';

const FORM_FIELDS = ['quantity', 'reason', 'policyRead'];

interface Props {
  auth: CallerAuth;
  order: OrderEntry;
  line: OrderLine;
  /** The request as stored (its answer may leave it out: the list is then read again). */
  onSaved: (request: ReturnEntry | undefined) => void;
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
  const form = useForm<{ quantity: string; reason: string; policyRead: boolean }>({
    quantity: String(line.quantity),
    reason: '',
    policyRead: false,
  });
  const { values } = form;
  const explain = useGuardedExplain((err) => explainFailure(err, t, 'returns.error', FORM_FIELDS));
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
        const body = await apiPut<typeof returnItem>(
          'return_item',
          {
            item: {
              orderId: order._id,
              itemId: line._id,
              quantity: Number(values.quantity),
              reason: values.reason.trim(),
              // Ticked: the checks above stop the form otherwise.
              policyRead: true,
            },
          },
          auth,
        );
        onSaved(body.returnedItem);
      },
      explain,
    );
  };

  const headingId = `${id}-heading`;
  const quantities = Array.from({ length: Math.max(1, line.quantity) }, (_, i) => {
    const n = String(i + 1);
    return { value: n, label: n };
  });
  return (
    <CardForm form={form} onSubmit={onSubmit} headingId={headingId} testId="return-form">
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="h5">
        {t('returns.formTitle', { name })}
      </h2>
      <p className="small text-body-secondary">
        {t('returns.formIntro', { number: order.orderNo })}
      </p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      {line.quantity > 1 && (
        <SelectField
          {...form.field('quantity')}
          label={t('returns.field.quantity')}
          style={{ maxWidth: '8rem' }}
          options={quantities}
        />
      )}
      <TextAreaField
        {...form.field('reason')}
        label={t('returns.field.reason')}
        aria-required
        maxLength={1000}
        rows={4}
      />
      <CheckField
        {...form.check('policyRead')}
        label={
          <>
            {t('returns.field.policyReadBefore')}
            <a href={localPath('/returns_policy')} target="_blank" rel="noreferrer">
              {t('returns.field.policyLink')}
              <span className="visually-hidden"> {t('formField.newTab')}</span>
            </a>
            {t('returns.field.policyReadAfter')}
          </>
        }
        aria-required
      />
      <SubmitOrCancel
        busy={form.busy}
        label={t('returns.submit')}
        busyLabel={t('formField.sending')}
        onCancel={onCancel}
      />
    </CardForm>
  );
}
