import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { TextField } from '../../ui/forms/FormField';
import { FORM_PACKS_MAX, emptyPack, type PackValues } from './product-form-values';

/** The product's packs (several units at one price): add and remove rows, at most ten. */
export function ProductPacks({
  packs,
  onChange,
  problems,
}: {
  packs: PackValues[];
  onChange: (packs: PackValues[]) => void;
  problems: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const setAt = (index: number, pack: PackValues) =>
    onChange(packs.map((current, i) => (i === index ? pack : current)));
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('adminProducts.section.packs')}</legend>
      {packs.length === 0 && (
        <p className="small text-body-secondary">{t('adminProducts.packs.none')}</p>
      )}
      {packs.map((pack, index) => {
        const path = `product.packs.${index}`;
        const number = index + 1;
        return (
          <div className="row g-2 align-items-end mb-2" key={index}>
            <TextField
              className="col-sm-3"
              name={`pack-${index}-descr`}
              label={t('adminProducts.packs.descr', { number })}
              value={pack.descr}
              error={problems[`${path}.descr`]}
              onValueChange={(descr) => setAt(index, { ...pack, descr })}
            />
            <TextField
              className="col-sm-3"
              lang="it"
              name={`pack-${index}-itaDescr`}
              label={t('adminProducts.packs.itaDescr', { number })}
              value={pack.itaDescr}
              error={problems[`${path}.itaDescr`]}
              onValueChange={(itaDescr) => setAt(index, { ...pack, itaDescr })}
            />
            <TextField
              className="col-sm-2"
              name={`pack-${index}-quantity`}
              inputMode="numeric"
              label={t('adminProducts.packs.quantity', { number })}
              value={pack.quantity}
              error={problems[`${path}.quantity`]}
              onValueChange={(quantity) => setAt(index, { ...pack, quantity })}
            />
            <TextField
              className="col-sm-2"
              name={`pack-${index}-price`}
              inputMode="decimal"
              label={t('adminProducts.packs.price', { number })}
              value={pack.price}
              error={problems[`${path}.price`]}
              onValueChange={(price) => setAt(index, { ...pack, price })}
            />
            <div className="col-sm-2">
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => onChange(packs.filter((_, i) => i !== index))}
              >
                {t('adminProducts.packs.remove', { number })}
              </button>
            </div>
          </div>
        );
      })}
      {packs.length < FORM_PACKS_MAX && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => onChange([...packs, emptyPack()])}
        >
          {t('adminProducts.packs.add')}
        </button>
      )}
    </fieldset>
  );
}
