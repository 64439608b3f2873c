import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';

/** Inline so the seal costs no request and works offline; the text carries the meaning. */
export function SecuritySeal() {
  const { t } = useTranslation();
  return (
    <p className="d-inline-flex align-items-center gap-2 mb-0">
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="10" width="16" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        <circle cx="12" cy="15.5" r="1.5" fill="currentColor" stroke="none" />
      </svg>
      <span>{t('footer.seal')}</span>
    </p>
  );
}
