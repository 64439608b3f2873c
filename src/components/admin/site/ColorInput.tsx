import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { ColorControls } from '../../ui/forms/ColorControls';
import { FieldFrame } from '../../ui/forms/FieldFrame';

interface Props {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A site colour: swatch and #rrggbb text (ColorControls). */
export function ColorInput({ name, label, value, onValueChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <FieldFrame name={name} label={label} error={error} hint={t('adminSite.hint.color')}>
      {(wiring) => (
        <ColorControls
          wiring={wiring}
          name={name}
          value={value}
          onChange={onValueChange}
          pickerLabel={t('adminSite.colorPicker', { label })}
          error={error}
        />
      )}
    </FieldFrame>
  );
}
