import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { errorText } from './forms/form-failure';
import { RetryAlert } from './RetryAlert';

/** A list that could not be read: why, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert message={errorText(error, t)} retry={t('formField.retry')} onRetry={onRetry} />
  );
}
