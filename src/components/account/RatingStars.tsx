import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';

/** A 1–5 rating as stars for the eye and as words ("4 out of 5") for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="rating">
      <span aria-hidden="true" className="text-warning-emphasis">
        {'★'.repeat(whole)}
        {'☆'.repeat(5 - whole)}
      </span>
      <span className="visually-hidden">{t('reviews.outOf', { rating: whole })}</span>
    </span>
  );
}
