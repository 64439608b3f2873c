import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { useLocalPath } from '../site/LocalLink';
import { LoadFailed } from '../ui/LoadFailed';
import type { OwnReview } from './review-entry';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import type { getOwnReviews } from '../../server/account/account-routes';
import { useRouteData } from '../session/use-signed-in-data';
import { useReviewEligibility } from './use-review-eligibility';

/**
 * /reviews: the customer's reviews (GET reviews) and, for ?sku=, the form to review that
 * product. The address says which product, so a product page's "write a review" link and a
 * login in between both land on the right form.
 */
export function ReviewsScreen({ auth, sku }: { auth: CallerAuth; sku: string }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const { data, replace, reload } = useRouteData<typeof getOwnReviews, OwnReview[]>(
    auth,
    'reviews',
    (answer) => answer.reviews,
  );
  const eligibility = useReviewEligibility(auth, sku);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);

  const showForm = (next: string) =>
    void navigate(
      next ? `${localPath('/reviews')}?sku=${encodeURIComponent(next)}` : localPath('/reviews'),
    );

  useEffect(() => {
    if (!sku && focusList.current) {
      focusList.current = false;
      listHeading.current?.focus();
    }
  }, [sku]);

  if (data.state === 'loading' || (sku && eligibility === 'checking')) {
    return <p role="status">{t('reviews.ownLoading')}</p>;
  }
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const reviews = data.data;
  const existing = reviews.find((review) => review.sku.toUpperCase() === sku.toUpperCase());

  return (
    <>
      {sku && !existing && eligibility === 'no' && (
        <div role="status" className="alert alert-info" data-testid="review-needs-purchase">
          {t('error.REVIEW_NEEDS_PURCHASE')}
        </div>
      )}
      {sku && (existing || eligibility !== 'no') && (
        <ReviewForm
          key={sku}
          auth={auth}
          sku={sku}
          existing={existing}
          onSaved={(next) => {
            replace(next);
            notify(t('reviews.saved'), 'success');
            focusList.current = true;
            showForm('');
          }}
          onCancel={() => {
            focusList.current = true;
            showForm('');
          }}
        />
      )}
      <h2 ref={listHeading} tabIndex={-1} className="h5">
        {t('reviews.ownHeading')}
      </h2>
      <ReviewList reviews={reviews} onEdit={showForm} />
    </>
  );
}
