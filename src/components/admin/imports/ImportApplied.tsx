import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ImportKind } from './import-kinds';
import type { ImportResult } from './import-result';

/** What a finished import wrote. */
export function ImportApplied({ kind, applied }: { kind: ImportKind; applied: ImportResult }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="alert alert-success">
      <h2 className="h5 alert-heading">{t('adminImport.done.title')}</h2>
      <p className="mb-0">
        {t(`adminImport.${kind.kind}.applied`, {
          added: applied.added,
          updated: applied.updated,
        })}
      </p>
    </div>
  );
}
