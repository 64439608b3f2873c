import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { formatPostDate } from '../../core/content/post-text';
import type { AnswerOf } from '../../server/http/route/define-route';
import type { getProductReviews } from '../../server/reviews/product-review-routes';
import { apiGet } from '../../state/api-client';
import { RatingStars } from '../account/RatingStars';
import { useCustomer } from '../session/use-customer';
import { useReviewEligibility } from '../account/use-review-eligibility';
import { LocalLink } from '../site/LocalLink';

type Reviews =
  | { state: 'loading' }
  | { state: 'ready'; reviews: AnswerOf<typeof getProductReviews>['reviews'] }
  | { state: 'failed' };

/**
 * The product page's reviews (GET product_reviews?sku=, approved ones only), read live so a
 * review approved today shows without a rebuild. A customer who bought the product gets a link
 * to write one; one who did not reads why first (spec 8's message); a visitor, a way to log in.
 */
export function ProductReviews({ sku, pagePath }: { sku: string; pagePath: string }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const { auth, restored } = useCustomer();
  const eligibility = useReviewEligibility(auth, sku);
  const [reviews, setReviews] = useState<Reviews>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setReviews({ state: 'loading' });
    apiGet<typeof getProductReviews>(
      `product_reviews?sku=${encodeURIComponent(sku)}`,
      controller.signal,
    )
      .then((body) => setReviews({ state: 'ready', reviews: body.reviews }))
      .catch(() => {
        if (!controller.signal.aborted) setReviews({ state: 'failed' });
      });
    return () => controller.abort();
  }, [sku, attempt]);

  return (
    <section className="mt-5" aria-labelledby="reviews-heading" data-testid="product-reviews">
      <h2 id="reviews-heading" className="h5">
        {t('reviews.productHeading')}
      </h2>
      {reviews.state === 'loading' && (
        <p role="status" className="text-body-secondary">
          {t('reviews.loading')}
        </p>
      )}
      {reviews.state === 'failed' && (
        <div role="alert" className="alert alert-warning">
          <p>{t('reviews.loadFailed')}</p>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('product.retry')}
          </button>
        </div>
      )}
      {reviews.state === 'ready' && reviews.reviews.length === 0 && (
        <p data-testid="reviews-empty">{t('reviews.none')}</p>
      )}
      {reviews.state === 'ready' && reviews.reviews.length > 0 && (
        <ul className="list-unstyled">
          {reviews.reviews.map((review) => (
            <li key={review._id} className="border-bottom py-3" data-testid="product-review">
              <article>
                <h3 className="h6 mb-1">
                  <RatingStars rating={review.rating} />
                  {review.title && <span className="ms-2">{review.title}</span>}
                </h3>
                <p className="small text-body-secondary mb-2">
                  {t('reviews.byOn', {
                    name: review.nickName,
                    date: formatPostDate(review.date, language),
                  })}
                </p>
                <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                  {review.comment}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {restored && !auth && (
        <p className="mb-0" data-testid="review-login">
          <LocalLink to={`/login?next=${encodeURIComponent(pagePath)}`}>
            {t('reviews.loginToWrite')}
          </LocalLink>
        </p>
      )}
      {auth && eligibility === 'no' && (
        <p className="mb-0" data-testid="review-needs-purchase">
          {t('error.REVIEW_NEEDS_PURCHASE')}
        </p>
      )}
      {auth && (eligibility === 'yes' || eligibility === 'unknown') && (
        <LocalLink
          to={`/reviews?sku=${encodeURIComponent(sku)}`}
          className="btn btn-outline-dark btn-sm"
        >
          {t('reviews.write')}
        </LocalLink>
      )}
    </section>
  );
}
