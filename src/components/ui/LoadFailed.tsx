import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { errorText } from './forms/form-failure';

/** A list that could not be read: why, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-warning">
      <p>{errorText(error, t)}</p>
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={onRetry}>
        {t('formField.retry')}
      </button>
    </div>
  );
}
