import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { FieldFrame, invalidClass } from '../../ui/forms/FieldFrame';

const COLOR = /^#[0-9a-fA-F]{6}$/;

interface Props {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * A colour as the picker shows it and as #rrggbb text: the picker for choosing, the text for
 * pasting a brand colour. The picker needs a valid colour, so it shows black while the text
 * is half typed.
 */
export function ColorInput({ name, label, value, onValueChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <FieldFrame name={name} label={label} error={error} hint={t('adminSite.hint.color')}>
      {(wiring) => (
        <div className="input-group">
          <input
            type="color"
            className="form-control form-control-color flex-grow-0"
            value={COLOR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onValueChange(event.target.value)}
            aria-label={t('adminSite.colorPicker', { label })}
          />
          <input
            {...wiring}
            name={name}
            type="text"
            spellCheck={false}
            maxLength={7}
            className={invalidClass('form-control', error)}
            value={value}
            onChange={(event) => onValueChange(event.target.value.trim())}
          />
        </div>
      )}
    </FieldFrame>
  );
}
