import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { changedFields, type FormDraft } from '../../../core/forms/form-draft';
import { draftFor, dropDraft } from './draft-storage';
import { readFields, writeFields } from './form-fields-dom';
import { pagePath } from './page-path';

/**
 * After signing in again on the page whose session ended, offers back what the administrator
 * had typed and not saved (kept by the session guard, issue 26.7). Restoring is a button, not
 * automatic: the page's own data must have loaded first, or it would overwrite the draft.
 */
export function DraftRestore() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FormDraft | null>(null);
  const [result, setResult] = useState('');
  useEffect(() => setDraft(draftFor(pagePath())), []);

  const restore = () => {
    if (!draft) return;
    const changes = changedFields(draft.fields, readFields());
    const first = writeFields(changes);
    dropDraft();
    setDraft(null);
    setResult(
      changes.length > 0
        ? t('adminDraft.restored', { count: changes.length })
        : t('adminDraft.same'),
    );
    first?.focus();
  };
  const discard = () => {
    dropDraft();
    setDraft(null);
    setResult(t('adminDraft.discarded'));
  };

  return (
    <div role="status" aria-live="polite">
      {draft && (
        <div
          className="alert alert-info d-flex flex-wrap align-items-center gap-2"
          data-testid="admin-draft"
        >
          <span className="me-auto">{t('adminDraft.kept')}</span>
          <button type="button" className="btn btn-sm btn-dark" onClick={restore}>
            {t('adminDraft.restore')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={discard}>
            {t('adminDraft.discard')}
          </button>
        </div>
      )}
      {result && <p className="small">{result}</p>}
    </div>
  );
}
