import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type ChangeEvent } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { CsvDownloads } from './CsvDownloads';
import { fileSizeText } from './csv-file';
import type { ImportKind } from './import-kinds';
import { summariseImport } from './import-result';
import { ImportApplied } from './ImportApplied';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { useCsvImport } from './use-csv-import';

/**
 * A CSV import of the back office (products, or stock levels): download the template or an
 * export, choose a file, see what it would do and its errors, then import a clean one.
 */
export function ImportScreen({ kind, auth }: { kind: ImportKind; auth: CallerAuth }) {
  const { t, i18n } = useTranslation();
  const flow = useCsvImport(kind, auth);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const headingId = useId();
  const busy = flow.work !== null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same (now corrected) file again is a change too.
    event.target.value = '';
    flow.choose(chosen);
  };

  const summary = flow.result ? summariseImport(flow.result) : null;
  const applying = flow.work !== null && 'mode' in flow.work && flow.work.mode === 'apply';

  return (
    <>
      <p>{t(`adminImport.${kind.kind}.intro`)}</p>
      <CsvDownloads kind={kind} auth={auth} />

      <section aria-labelledby={headingId} className="mb-4">
        <h2 id={headingId} className="h5">
          {t('adminImport.file.title')}
        </h2>
        <div className="mb-3">
          <label htmlFor={inputId} className="form-label">
            {t('adminImport.file.label')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className={`form-control${flow.problem && !flow.result ? ' is-invalid' : ''}`}
            aria-describedby={flow.problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={flow.problem && !flow.result ? true : undefined}
            disabled={applying}
            onChange={onFile}
          />
          <div id={hintId} className="form-text">
            {t('adminImport.file.hint')}
          </div>
          {flow.file && !busy && (
            <p className="mt-2 mb-0" role="status">
              {t('adminImport.file.chosen', {
                name: flow.file.name,
                size: fileSizeText(flow.file.size, i18n.language),
              })}
            </p>
          )}
        </div>
        {flow.problem && (
          <div id={problemId} role="alert" className="alert alert-danger">
            {flow.problem}
          </div>
        )}
        {flow.work && (
          <ImportProgress work={flow.work} onCancel={applying ? undefined : flow.cancel} />
        )}
      </section>

      {flow.applied && !flow.result && <ImportApplied kind={kind} applied={flow.applied} />}
      {flow.result && summary && (
        <ImportPreview
          key={flow.answerCount}
          kind={kind}
          result={flow.result}
          summary={summary}
          busy={busy}
          applying={applying}
          onApply={flow.apply}
        />
      )}
    </>
  );
}
