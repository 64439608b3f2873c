import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseSynonyms, synonymText, type SynonymEntry } from '../../../core/search/synonyms';
import type {
  getSearchSynonyms,
  saveSearchSynonyms,
} from '../../../server/admin/search/search-synonym-routes';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { notify } from '../../layout/notify';
import { useRouteData } from '../../session/use-signed-in-data';
import { useSessionGuard } from '../../session/use-session-guard';
import { FormAlert, SubmitButton } from '../../ui/forms/FormField';
import { errorText } from '../../ui/forms/form-failure';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { LoadFailed } from '../../ui/LoadFailed';

const pickSynonyms = ({ synonyms }: { synonyms: SynonymEntry[] }) => synonyms;

/**
 * /admin_search (issue 25.12): the shop's search synonyms as one text, a word a line, saved
 * whole. A plain text area is what an owner can edit without learning a screen, and the
 * lines that cannot be read are named before anything is sent.
 */
export function SynonymsScreen({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, replace, reload } = useRouteData<typeof getSearchSynonyms, SynonymEntry[]>(
    auth,
    'admin_search_synonyms',
    pickSynonyms,
  );
  const sessionGone = useSessionGuard();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const loaded = data.state === 'ready' ? data.data : null;

  useEffect(() => {
    if (loaded && text === null) setText(synonymText(loaded));
  }, [loaded, text]);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  if (data.state === 'loading') return <p role="status">{t('adminSearch.loading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = parseSynonyms(text ?? '');
    if (parsed.badLines.length > 0) {
      setError(t('adminSearch.badLines', { lines: parsed.badLines.join(', ') }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const answer = await apiPost<typeof saveSearchSynonyms>(
        'admin_search_synonyms',
        { synonyms: parsed.entries },
        auth,
      );
      replace(answer.synonyms);
      setText(synonymText(answer.synonyms));
      notify(t('adminSearch.saved'), 'success');
    } catch (err) {
      if (!sessionGone(err)) setFailure(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={(e) => void submit(e)}>
      <h2 id={headingId} className="h4 mb-3">
        {t('adminSearch.heading')}
      </h2>
      <p className="text-body-secondary">{t('adminSearch.intro')}</p>
      <FormAlert ref={alert} message={failure} />
      <TextAreaField
        name="synonyms"
        label={t('adminSearch.label')}
        hint={t('adminSearch.hint')}
        value={text ?? ''}
        onValueChange={setText}
        error={error}
        rows={16}
        spellCheck={false}
        className="mb-3"
      />
      <SubmitButton busy={busy} label={t('adminSearch.save')} busyLabel={t('adminSearch.saving')} />
    </form>
  );
}
