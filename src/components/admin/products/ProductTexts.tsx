import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { TextField } from '../../ui/forms/FormField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TEXT_FIELDS, type TextField as TextKey, type TextValues } from './product-form-values';
import { languageOf, type ContentLanguage } from '../../../core/routes/languages';

const LONG: readonly TextKey[] = ['description', 'metaDescr'];

/** The product's texts in both languages side by side; each field marked with its lang. */
export function ProductTexts({
  lng,
  onChange,
  problems,
}: {
  lng: { eng: TextValues; ita: TextValues };
  onChange: (lng: { eng: TextValues; ita: TextValues }) => void;
  problems: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const column = (language: ContentLanguage) => {
    const texts = lng[language];
    const label = (field: TextKey) =>
      `${t(`adminProducts.text.${field}`)} (${t(`adminProducts.language.${language}`)})`;
    return (
      <div className="col-md-6">
        <h3 className="h6">{t(`adminProducts.language.${language}`)}</h3>
        {TEXT_FIELDS.map((field) => {
          const common = {
            name: `${language}-${field}`,
            // The typed text is in the column's language, whatever the page's.
            lang: languageOf(language),
            label: label(field),
            value: texts[field],
            error: problems[`product.lng.${language}.${field}`],
            onValueChange: (value: string) =>
              onChange({ ...lng, [language]: { ...texts, [field]: value } }),
          };
          return LONG.includes(field) ? (
            <TextAreaField key={field} {...common} rows={field === 'description' ? 6 : 3} />
          ) : (
            <TextField
              key={field}
              {...common}
              aria-required={field === 'name' ? true : undefined}
            />
          );
        })}
      </div>
    );
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('adminProducts.section.texts')}</legend>
      <div className="row">
        {column('eng')}
        {column('ita')}
      </div>
    </fieldset>
  );
}
