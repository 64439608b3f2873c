import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import { downloadCsv } from './download-csv';
import type { ImportKind } from './import-kinds';

type Download = 'template' | 'export';

/** The template to fill in and the export of what the shop has now, as CSV files. */
export function CsvDownloads({ kind, auth }: { kind: ImportKind; auth: CallerAuth }) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const headingId = useId();
  const [busy, setBusy] = useState<Download | null>(null);
  const [problem, setProblem] = useState('');

  const download = (which: Download) => {
    setBusy(which);
    setProblem('');
    const [path, name] =
      which === 'template'
        ? [kind.templatePath, kind.templateFile]
        : [kind.exportPath, kind.exportFile];
    downloadCsv(path, name, auth)
      .catch((err: unknown) => {
        if (!sessionGone(err)) setProblem(errorText(err, t));
      })
      .finally(() => setBusy(null));
  };

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        {t('adminImport.downloads.title')}
      </h2>
      <p className="text-body-secondary">{t('adminImport.downloads.hint')}</p>
      <div className="d-flex flex-wrap gap-2">
        {(['template', 'export'] as const).map((which) => (
          <button
            key={which}
            type="button"
            className="btn btn-outline-dark"
            disabled={busy !== null}
            aria-busy={busy === which}
            onClick={() => download(which)}
          >
            {busy === which ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {t('adminImport.downloads.busy')}
              </>
            ) : (
              t(`adminImport.${kind.kind}.${which}`)
            )}
          </button>
        ))}
      </div>
      {problem && (
        <div role="alert" className="alert alert-danger mt-3">
          {problem}
        </div>
      )}
    </section>
  );
}
