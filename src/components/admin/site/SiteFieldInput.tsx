import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { CheckField, SelectField, TextField } from '../../ui/forms/FormField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { ColorInput } from './ColorInput';
import { LanguagesInput } from './LanguagesInput';
import { MenuOrderInput } from './MenuOrderInput';
import { NumberInput } from './NumberInput';
import { PictureInput } from './PictureInput';
import { siteField } from './site-fields';
import type { FormValue } from '../../ui/forms/use-form';

interface Props {
  auth: CallerAuth;
  path: string;
  label: string;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  error?: string;
  /** Set on the Italian texts, so a screen reader reads them as Italian. */
  lang?: string;
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
const list = (value: FormValue | undefined) => (Array.isArray(value) ? value : []);

/** The input a settings field needs, by its kind in site-fields. */
export function SiteFieldInput({ auth, path, label, value, onChange, error, lang }: Props) {
  const { t } = useTranslation();
  const field = siteField(path);
  const common = { name: path, label, error };
  switch (field.kind) {
    case 'check':
      return <CheckField {...common} checked={value === true} onCheckedChange={onChange} />;
    case 'int':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          value={text(value)}
          onValueChange={onChange}
        />
      );
    case 'color':
      return <ColorInput {...common} value={text(value)} onValueChange={onChange} />;
    case 'choice':
      return (
        <SelectField
          {...common}
          value={text(value)}
          onValueChange={onChange}
          options={field.options.map((option) => ({
            value: option,
            // Alignments and weights have words; currencies and numeric weights read as they are.
            label: t(`adminSite.option.${option}`, { defaultValue: option }),
          }))}
        />
      );
    case 'image':
      return (
        <PictureInput
          {...common}
          auth={auth}
          folder={path.startsWith('banners.') ? 'banners' : 'site'}
          value={text(value)}
          onValueChange={onChange}
        />
      );
    case 'order':
      return <MenuOrderInput {...common} value={list(value)} onValueChange={onChange} />;
    case 'languages':
      return <LanguagesInput {...common} value={list(value)} onValueChange={onChange} />;
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          autoComplete="off"
          value={text(value)}
          onValueChange={onChange}
        />
      );
    case 'text':
      return field.multiline ? (
        <TextAreaField
          {...common}
          lang={lang}
          rows={3}
          maxLength={field.max}
          value={text(value)}
          onValueChange={onChange}
        />
      ) : (
        <TextField
          {...common}
          lang={lang}
          maxLength={field.max}
          value={text(value)}
          onValueChange={onChange}
        />
      );
  }
}
