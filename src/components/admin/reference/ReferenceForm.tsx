import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { FormAlert, SubmitOrCancel } from '../../ui/forms/FormField';
import { useGuardedExplain } from '../../session/use-session-guard';
import type { FormErrors } from '../../ui/forms/field-errors';
import { HeadedForm } from '../../ui/forms/HeadedForm';
import { useForm } from '../../ui/forms/use-form';
import { explainSaveFailure } from './failure';
import { ReferenceField } from './ReferenceField';
import type { FieldSpec, FormValues, ReferenceDescriptor } from './types';

interface Props<R extends { _id: number }, V extends FormValues> {
  auth: CallerAuth;
  descriptor: ReferenceDescriptor<R, V>;
  /** The record being edited, null for a new one. */
  record: R | null;
  /** Sends the form's body; throws the API's error. */
  onSave: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}

/** Every field the layout names, rows flattened. */
export const layoutFields = <V,>(layout: (FieldSpec<V> | FieldSpec<V>[])[]): FieldSpec<V>[] =>
  layout.flatMap((row) => (Array.isArray(row) ? row : [row]));

/** The add / edit form of one reference record; on failure it keeps every value typed. */
export function ReferenceForm<R extends { _id: number }, V extends FormValues>({
  auth,
  descriptor,
  record,
  onSave,
  onCancel,
}: Props<R, V>) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useForm<V>(record ? descriptor.toValues(record) : descriptor.blank);
  const names = layoutFields(descriptor.layout).map((spec) => spec.name as string);
  const explain = useGuardedExplain((err): FormErrors =>
    explainSaveFailure(err, t, names, descriptor.apiFields),
  );

  // The form opens with focus on its first field, so the keyboard starts where typing does.
  useEffect(() => {
    form.formRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      ?.focus();
    // Only when the form opens: later renders keep the administrator's own focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = descriptor.check(form.values);
    const fields: Record<string, string> = {};
    for (const [name, problem] of Object.entries(problems)) {
      if (problem) fields[name] = t(`adminReference.problem.${problem}`);
    }
    void form.submit(
      fields,
      () => onSave(descriptor.toBody(form.values)),
      explain,
      t('formField.fixErrors'),
    );
  };

  const field = (spec: FieldSpec<V>) => (
    <ReferenceField<V>
      key={spec.name}
      auth={auth}
      spec={spec}
      value={form.values[spec.name]!}
      error={form.errors[spec.name]}
      // The spec's kind picks the control, and that control gives a value of the field's type.
      onChange={(value) => form.setValue(spec.name, value as V[typeof spec.name])}
    />
  );

  return (
    <HeadedForm form={form} onSubmit={save} headingId={headingId} busy={form.busy}>
      <h2 id={headingId} className="h5">
        {t(`adminReference.${descriptor.key}.${record ? 'editTitle' : 'newTitle'}`, {
          name: record ? descriptor.title(record) : '',
        })}
      </h2>
      <FormAlert ref={form.alertRef} message={form.alert} />
      {descriptor.layout.map((row, index) =>
        Array.isArray(row) ? (
          <div key={index} className="row">
            {row.map((spec) => (
              <div key={spec.name} className="col-md">
                {field(spec)}
              </div>
            ))}
          </div>
        ) : (
          field(row)
        ),
      )}
      <SubmitOrCancel
        busy={form.busy}
        label={t('adminReference.save')}
        busyLabel={t('formField.saving')}
        onCancel={onCancel}
      />
    </HeadedForm>
  );
}
