import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { FieldFrame, invalidClass } from '../../ui/forms/FieldFrame';
import { ColorControls } from '../../ui/forms/ColorControls';
import { CheckField } from '../../ui/forms/FormField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { ImageUpload } from '../images/ImageUpload';
import { LookupChecks, LookupSelect } from './LookupFields';
import type { FieldSpec, FieldValue, FormValues } from './types';

interface Props<V extends FormValues> {
  auth: CallerAuth;
  spec: FieldSpec<V>;
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
}

const text = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** One field of a reference form, drawn by its kind, its label and hint from the texts. */
export function ReferenceField<V extends FormValues>({
  auth,
  spec,
  value,
  error,
  onChange,
}: Props<V>) {
  const { t } = useTranslation();
  const label = t(`adminReference.field.${spec.label}`);
  const hint = spec.hint ? t(`adminReference.hint.${spec.hint}`) : undefined;
  const lang = spec.lang;

  switch (spec.kind) {
    case 'text':
      return (
        <FieldFrame name={spec.name} label={label} hint={hint} error={error}>
          {(wiring) => {
            const input = (
              <input
                {...wiring}
                name={spec.name}
                type="text"
                lang={lang}
                maxLength={spec.maxLength}
                inputMode={spec.inputMode}
                autoComplete="off"
                value={text(value)}
                onChange={(event) => onChange(event.target.value)}
                className={invalidClass('form-control', error)}
              />
            );
            if (!spec.unit) return input;
            return (
              <div className={invalidClass('input-group', error)}>
                {input}
                <span className="input-group-text" aria-hidden="true">
                  {spec.unit}
                </span>
              </div>
            );
          }}
        </FieldFrame>
      );
    case 'textarea':
      return (
        <TextAreaField
          name={spec.name}
          label={label}
          hint={hint}
          error={error}
          lang={lang}
          maxLength={spec.maxLength}
          rows={3}
          value={text(value)}
          onValueChange={onChange}
        />
      );
    case 'check':
      return (
        <CheckField
          name={spec.name}
          label={label}
          hint={hint}
          error={error}
          checked={value === true}
          onCheckedChange={onChange}
        />
      );
    case 'color':
      return (
        <ColorField
          name={spec.name}
          label={label}
          hint={hint}
          error={error}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'image':
      return (
        <ImageField
          auth={auth}
          name={spec.name}
          folder={spec.folder}
          label={label}
          error={error}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <LookupSelect
          auth={auth}
          name={spec.name}
          label={label}
          hint={hint}
          error={error}
          lookup={spec.lookup}
          noneLabel={t(`adminReference.field.${spec.noneLabel}`)}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'checks':
      return (
        <LookupChecks
          auth={auth}
          name={spec.name}
          label={label}
          error={error}
          lookup={spec.lookup}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
  }
}

interface ColorProps {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A hex text field with the browser's colour picker beside it, either one sets the value. */
function ColorField({ name, label, hint, error, value, onChange }: ColorProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(wiring) => (
        <div style={{ maxWidth: '20rem' }}>
          <ColorControls
            wiring={wiring}
            name={name}
            value={value}
            onChange={onChange}
            pickerLabel={t('adminReference.pickColour', { label })}
            error={error}
          />
        </div>
      )}
    </FieldFrame>
  );
}

interface ImageProps {
  auth: CallerAuth;
  name: string;
  folder: Extract<FieldSpec<FormValues>, { kind: 'image' }>['folder'];
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The image upload (which sends the file and hands back its /images/ address), and under it
 * the form's own message for the picture (required, or refused by the server).
 */
function ImageField({ auth, name, folder, label, error, value, onChange }: ImageProps) {
  return (
    <div data-field={name}>
      <ImageUpload auth={auth} folder={folder} value={value} onChange={onChange} label={label} />
      {error && (
        <div role="alert" className="invalid-feedback d-block mt-n2 mb-3">
          {error}
        </div>
      )}
    </div>
  );
}
