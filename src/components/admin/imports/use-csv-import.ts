import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { announceAdminChange } from '../publish/admin-change';
import { ApiCallErrorWithBody } from './admin-request';
import { csvFileProblem, fileSizeText } from './csv-file';
import type { ImportKind } from './import-kinds';
import { readImportResult, type ImportResult } from './import-result';
import { uploadWithProgress } from './upload-with-progress';

export type ImportMode = 'preview' | 'apply';

/** What the screen is waiting for: reading the file, sending it, or the server's answer. */
export type ImportWork =
  | { phase: 'reading' }
  | { phase: 'uploading'; mode: ImportMode; sent: number; total: number }
  | { phase: 'checking'; mode: ImportMode };

export interface ChosenFile {
  name: string;
  size: number;
}

export interface CsvImport {
  file: ChosenFile | null;
  work: ImportWork | null;
  /** The last check (or a refused apply): counts, errors and rows to write. */
  result: ImportResult | null;
  /** Counts the answers shown, so a new one starts its lists on their first page. */
  answerCount: number;
  /** The last successful apply. */
  applied: ImportResult | null;
  /** Why the file or the call failed, for the screen's alert ('' for nothing). */
  problem: string;
  choose: (file: File | null) => void;
  apply: () => void;
  cancel: () => void;
}

/**
 * The import flow: a chosen file is checked at once (mode preview); the admin applies a clean
 * check (mode apply), which the server checks again and writes in one transaction. A new
 * choice cancels whatever the previous one was still doing.
 */
export function useCsvImport(kind: ImportKind, auth: CallerAuth): CsvImport {
  const { t, i18n } = useTranslation();
  const sessionGone = useSessionGuard();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [work, setWork] = useState<ImportWork | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [answerCount, setAnswerCount] = useState(0);
  const [applied, setApplied] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState('');
  const csv = useRef('');
  const running = useRef<AbortController | null>(null);
  const { email, token } = auth;

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const send = useCallback(
    (mode: ImportMode, controller: AbortController) => {
      const total = csv.current.length;
      setWork({ phase: 'uploading', mode, sent: 0, total });
      setProblem('');
      uploadWithProgress<unknown>(
        kind.importPath,
        { csv: csv.current, mode },
        { email, token },
        {
          signal: controller.signal,
          onProgress: (sent, all) => setWork({ phase: 'uploading', mode, sent, total: all }),
          onSent: () => setWork({ phase: 'checking', mode }),
        },
      )
        .then((body) => {
          const answer = readImportResult(body);
          if (!answer) throw new ApiCallErrorWithBody('GENERIC', '', 200, [], body);
          if (mode === 'preview') {
            setResult(answer);
            setAnswerCount((n) => n + 1);
            return;
          }
          setResult(null);
          setApplied(answer);
          setFile(null);
          csv.current = '';
          announceAdminChange();
          notify(
            t(`adminImport.${kind.kind}.applied`, {
              added: answer.added,
              updated: answer.updated,
            }),
            'success',
          );
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted || sessionGone(err)) return;
          if (err instanceof ApiCallErrorWithBody && err.code === 'IMPORT_INVALID') {
            // Someone changed the catalogue since the check (a brand renamed, a SKU taken):
            // the server checked again and shows the rows that no longer pass.
            const refused = readImportResult(err.body);
            if (refused) {
              setResult(refused);
              setAnswerCount((n) => n + 1);
            }
            setProblem(t('adminImport.preview.refused'));
            return;
          }
          setProblem(errorText(err, t));
        })
        .finally(() => {
          if (running.current === controller) {
            running.current = null;
            setWork(null);
          }
        });
    },
    [kind, email, token, sessionGone, t],
  );

  const choose = useCallback(
    (chosen: File | null) => {
      stop();
      setResult(null);
      setApplied(null);
      setProblem('');
      setWork(null);
      csv.current = '';
      setFile(chosen ? { name: chosen.name, size: chosen.size } : null);
      if (!chosen) return;
      const why = csvFileProblem(chosen);
      if (why) {
        setFile(null);
        setProblem(
          t(`adminImport.file.${why}`, {
            name: chosen.name,
            size: fileSizeText(chosen.size, i18n.language),
          }),
        );
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setWork({ phase: 'reading' });
      chosen
        .text()
        .then((text) => {
          if (controller.signal.aborted) return;
          csv.current = text;
          send('preview', controller);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          running.current = null;
          setWork(null);
          setFile(null);
          setProblem(t('adminImport.file.unreadable'));
        });
    },
    [stop, send, t, i18n.language],
  );

  const apply = useCallback(() => {
    if (!csv.current || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    send('apply', controller);
  }, [send]);

  const cancel = useCallback(() => {
    stop();
    setWork(null);
  }, [stop]);

  return { file, work, result, answerCount, applied, problem, choose, apply, cancel };
}
