import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { CONTENT_LANGUAGES } from '../../../core/routes/languages';
import { FieldGroup, type ListInputProps } from './FieldGroup';

/**
 * Which languages are on, in the order kept: the first stays first, a language switched on
 * goes to the end.
 */
export function LanguagesInput({ name, label, value, onValueChange, error }: ListInputProps) {
  const { t } = useTranslation();
  const id = `${useId()}${name}`;
  const toggle = (lng: string, on: boolean) =>
    onValueChange(on ? [...value.filter((v) => v !== lng), lng] : value.filter((v) => v !== lng));
  return (
    <FieldGroup id={id} label={label} error={error}>
      {CONTENT_LANGUAGES.map((lng) => (
        <div key={lng} className="form-check form-check-inline">
          <input
            id={`${id}-${lng}`}
            name={name}
            type="checkbox"
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            checked={value.includes(lng)}
            onChange={(event) => toggle(lng, event.target.checked)}
          />
          <label htmlFor={`${id}-${lng}`} className="form-check-label">
            {t(`adminSite.language.${lng}`)}
          </label>
        </div>
      ))}
    </FieldGroup>
  );
}
