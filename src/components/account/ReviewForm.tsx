import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { productPath } from '../../core/routes/shop-routes';
import type { writeReviewCall } from '../../server/account/account-routes';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet, apiPost, type CallerAuth } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import type { FieldMessages } from '../ui/forms/field-errors';
import { CardForm } from './CardForm';
import { explainFailure } from '../ui/forms/form-failure';
import { FormAlert, SubmitOrCancel, TextField } from '../ui/forms/FormField';
import type { OwnReview } from './review-entry';
import { TextAreaField } from '../ui/forms/TextAreaField';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain } from '../session/use-session-guard';

const RATINGS = [1, 2, 3, 4, 5] as const;
const FORM_FIELDS = ['rating', 'title', 'comment'];

type Product =
  | { state: 'loading' }
  | { state: 'ready'; product: CatalogueProduct }
  | { state: 'gone' }
  | { state: 'failed' };

interface Props {
  auth: CallerAuth;
  sku: string;
  /** The customer's review of this product, if any: writing again replaces it. */
  existing: OwnReview | undefined;
  onSaved: (reviews: OwnReview[]) => void;
  onCancel: () => void;
}

/** Which product the review is for: the catalogue's name in the page's language. */
function useReviewedProduct(sku: string): Product {
  const [product, setProduct] = useState<Product>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiGet<typeof getProducts>(`products?rows=1&sku=${encodeURIComponent(sku)}`, controller.signal)
      .then(({ products }) => {
        const [found] = products;
        setProduct(found ? { state: 'ready', product: found } : { state: 'gone' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setProduct({ state: 'failed' });
      });
    return () => controller.abort();
  }, [sku]);
  return product;
}

/**
 * POST reviews for one product (?sku=): a rating from 1 to 5, an optional title and the
 * review. Only a buyer may review (spec 5: the server answers REVIEW_NEEDS_PURCHASE); a new
 * or changed review waits for an administrator's approval.
 */
export function ReviewForm({ auth, sku, existing, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const id = useId();
  const product = useReviewedProduct(sku);
  const form = useForm({
    rating: existing ? String(existing.rating) : '',
    title: existing?.title ?? '',
    comment: existing?.comment ?? '',
  });
  const { values, errors } = form;
  const explain = useGuardedExplain((err) => explainFailure(err, t, 'reviews.error', FORM_FIELDS));
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens on its own address (?sku=): focus starts on it, not at the top of the page.
  useEffect(() => {
    if (product.state === 'ready') headingRef.current?.focus();
  }, [product.state]);

  if (product.state === 'loading') return <p role="status">{t('reviews.productLoading')}</p>;
  if (product.state !== 'ready') {
    return (
      <div role="alert" className="alert alert-warning" data-testid="review-product-missing">
        {t(product.state === 'gone' ? 'reviews.productGone' : 'reviews.productFailed')}
      </div>
    );
  }
  const item = product.product;
  const name = item.lng[lng].name || item.lng.eng.name;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks: FieldMessages = {};
    if (!values.rating) checks.rating = t('reviews.error.rating');
    if (!values.comment.trim()) checks.comment = t('reviews.error.comment');
    void form.submit(
      checks,
      async () => {
        const body = await apiPost<typeof writeReviewCall>(
          'reviews',
          {
            review: {
              sku: item.sku,
              rating: Number(values.rating),
              title: values.title.trim(),
              comment: values.comment.trim(),
              lng,
            },
          },
          auth,
        );
        onSaved(body.reviews);
      },
      explain,
    );
  };

  const headingId = `${id}-heading`;
  const ratingError = errors.rating;
  return (
    <CardForm form={form} onSubmit={onSubmit} headingId={headingId} testId="review-form">
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="h5">
        {t(existing ? 'reviews.editTitle' : 'reviews.formTitle', { name })}
      </h2>
      {item.url && (
        <p className="small">
          <LocalLink to={productPath(item.url)}>{t('reviews.viewProduct', { name })}</LocalLink>
        </p>
      )}
      {existing && <p className="small text-body-secondary">{t('reviews.replaces')}</p>}
      <FormAlert ref={form.alertRef} message={form.alert} />
      <fieldset className="mb-3" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="form-label fs-6">{t('reviews.field.rating')}</legend>
        {RATINGS.map((rating) => (
          <div key={rating} className="form-check form-check-inline">
            <input
              id={`${id}-rating-${rating}`}
              className={ratingError ? 'form-check-input is-invalid' : 'form-check-input'}
              type="radio"
              name="rating"
              value={rating}
              checked={values.rating === String(rating)}
              aria-invalid={ratingError ? true : undefined}
              onChange={() => form.setValue('rating', String(rating))}
            />
            <label htmlFor={`${id}-rating-${rating}`} className="form-check-label">
              {t('reviews.stars', { count: rating })}
            </label>
          </div>
        ))}
        {ratingError && (
          <div id={`${id}-rating-error`} className="invalid-feedback d-block">
            {ratingError}
          </div>
        )}
      </fieldset>
      <TextField
        {...form.field('title')}
        label={t('formField.optional', { label: t('reviews.field.title') })}
        autoComplete="off"
        maxLength={120}
      />
      <TextAreaField
        {...form.field('comment')}
        label={t('reviews.field.comment')}
        aria-required
        maxLength={2000}
        rows={5}
      />
      <SubmitOrCancel
        busy={form.busy}
        label={t('reviews.submit')}
        busyLabel={t('formField.sending')}
        onCancel={onCancel}
      />
    </CardForm>
  );
}
