import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../core/content/post-text';
import { productPath } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { RatingStars } from './RatingStars';
import type { OwnReview } from './review-entry';
import { localText } from '../../core/routes/languages';

const STATUS_BADGE: Record<OwnReview['status'], string> = {
  P: 'text-bg-warning',
  A: 'text-bg-success',
  H: 'text-bg-secondary',
};

/** The customer's own reviews with where each stands: pending, approved or hidden. */
export function ReviewList({
  reviews,
  onEdit,
}: {
  reviews: OwnReview[];
  onEdit: (sku: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = useContentLanguage();

  if (reviews.length === 0) {
    return <p data-testid="reviews-empty">{t('reviews.ownNone')}</p>;
  }
  return (
    <ul className="list-unstyled" aria-label={t('reviews.ownList')}>
      {reviews.map((review) => {
        const name = localText(review.name, review.itaName, lng) || review.sku;
        return (
          <li key={review._id} className="card mb-3" data-testid="own-review">
            <article className="card-body">
              <h2 className="h6 card-title">
                {review.url ? <LocalLink to={productPath(review.url)}>{name}</LocalLink> : name}
              </h2>
              <p className="mb-2">
                <span className={`badge ${STATUS_BADGE[review.status] ?? 'text-bg-secondary'}`}>
                  {t(`reviews.status.${review.status}`)}
                </span>
                <span className="small text-body-secondary ms-2">
                  {formatPostDate(review.date, language)}
                </span>
              </p>
              <p className="mb-1">
                <RatingStars rating={review.rating} />
                {review.title && <strong className="ms-2">{review.title}</strong>}
              </p>
              <p style={{ whiteSpace: 'pre-line' }}>{review.comment}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline-dark"
                aria-label={t('reviews.editOne', { name })}
                onClick={() => onEdit(review.sku)}
              >
                {t('reviews.edit')}
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
