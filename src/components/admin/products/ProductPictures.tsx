import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { ImageUpload } from '../images/ImageUpload';
import { FORM_IMAGES_MAX, moveItem } from './product-form-values';

/**
 * Up to five pictures; the first is the product's main picture. Filled slots can move up or
 * down; one empty slot is offered after them until there are five.
 */
export function ProductPictures({
  auth,
  images,
  onChange,
  error,
}: {
  auth: CallerAuth;
  images: string[];
  onChange: (images: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const filled = images.filter(Boolean);
  const slots = filled.length < FORM_IMAGES_MAX ? [...filled, ''] : filled;
  const setAt = (index: number, url: string) => {
    const next = [...filled];
    if (index < next.length) next[index] = url;
    else next.push(url);
    onChange(next.filter(Boolean));
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('adminProducts.section.pictures')}</legend>
      <p className="small text-body-secondary">{t('adminProducts.pictures.hint')}</p>
      <ol className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3">
        {slots.map((url, index) => {
          const label = t('adminProducts.pictures.label', { number: index + 1 });
          return (
            <li className="col" key={`${index}-${url}`}>
              <div className="border rounded p-2 h-100">
                <ImageUpload
                  auth={auth}
                  folder="products"
                  value={url}
                  label={label}
                  onChange={(next) => setAt(index, next)}
                />
                {url && (
                  <div className="d-flex gap-1">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(filled, index, -1))}
                    >
                      {t('adminProducts.pictures.up')}
                      <span className="visually-hidden"> {label}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={index === filled.length - 1}
                      onClick={() => onChange(moveItem(filled, index, 1))}
                    >
                      {t('adminProducts.pictures.down')}
                      <span className="visually-hidden"> {label}</span>
                    </button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {error && (
        <div role="alert" className="text-danger small">
          {error}
        </div>
      )}
    </fieldset>
  );
}
