import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { RatingStars } from '../../account/RatingStars';
import { useContentLanguage } from '../../site/use-content-language';
import { ActionButton } from './ActionButton';
import { reviewedProduct, type AdminReview } from './admin-review';
import { languageKey } from './language-key';

const STATUS_BADGE: Record<AdminReview['status'], string> = {
  P: 'text-bg-warning',
  A: 'text-bg-success',
  H: 'text-bg-secondary',
};

export type ReviewAction = 'A' | 'H' | 'delete';

/** One review to moderate: what was written, by whom, and Approve / Hide / Delete. */
export function ReviewCard({
  review,
  busy,
  onAction,
}: {
  review: AdminReview;
  /** The action whose call is running for this review, if any. */
  busy: ReviewAction | null;
  onAction: (review: AdminReview, action: ReviewAction) => void;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const product = reviewedProduct(review, useContentLanguage());
  const who = { name: review.nickName, product };
  const text = (key: string) => t(`adminPeople.reviews.${key}`);
  return (
    <li className="card mb-3" data-testid="admin-review">
      <article className="card-body">
        <h3 className="h6 card-title mb-1">
          {product} <span className="small text-body-secondary text-nowrap">({review.sku})</span>
        </h3>
        <p className="mb-2 small">
          <span className={`badge ${STATUS_BADGE[review.status] ?? 'text-bg-secondary'} me-2`}>
            {t(`adminPeople.reviews.status.${review.status}`)}
          </span>
          {formatPostDate(review.createdAt, language)}
          {' · '}
          {t(`adminPeople.lng.${languageKey(review.lng)}`)}
        </p>
        <p className="mb-1">
          <RatingStars rating={review.rating} />
          {review.title && <strong className="ms-2">{review.title}</strong>}
        </p>
        <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
          {review.comment}
        </p>
        <p className="small mb-3">
          {t('adminPeople.reviews.by', { name: review.nickName })}{' '}
          <a href={`mailto:${review.email}`}>{review.email}</a>
        </p>
        <div className="d-flex flex-wrap gap-2">
          <ActionButton
            label={text('approve')}
            busyLabel={t('formField.saving')}
            busy={busy === 'A'}
            unavailable={busy !== null || review.status === 'A'}
            className="btn btn-success btn-sm"
            ariaLabel={t('adminPeople.reviews.approveOne', who)}
            onClick={() => onAction(review, 'A')}
          />
          <ActionButton
            label={text('hide')}
            busyLabel={t('formField.saving')}
            busy={busy === 'H'}
            unavailable={busy !== null || review.status === 'H'}
            ariaLabel={t('adminPeople.reviews.hideOne', who)}
            onClick={() => onAction(review, 'H')}
          />
          <ActionButton
            label={text('delete')}
            busyLabel={t('formField.deleting')}
            busy={busy === 'delete'}
            unavailable={busy !== null}
            className="btn btn-outline-danger btn-sm"
            ariaLabel={t('adminPeople.reviews.deleteOne', who)}
            onClick={() => onAction(review, 'delete')}
          />
        </div>
      </article>
    </li>
  );
}
