import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ADMIN_REFERENCE_ROUTES } from '../../../server/admin/reference/admin-reference-routes';
import type { BodyOf } from '../../../server/http/route/define-route';
import { apiDelete, apiGet, apiPost, type CallerAuth } from '../../../state/api-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorText } from '../../ui/forms/form-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { listOf, useSignedInData } from '../../session/use-signed-in-data';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { nameInLanguage, usedByLines, usingProducts, usingRecords } from './failure';
import { ReferenceForm } from './ReferenceForm';
import { ReferenceTable } from './ReferenceTable';
import { UsingProducts } from './UsingProducts';
import { UsingRecords } from './UsingRecords';
import type { FormValues, ReferenceDescriptor } from './types';

/** A list inside another record's form (a category's sub-categories). */
export interface ReferenceScope {
  /** Added to the GET: "categoryId=5" (a DELETE names its record by `_id` alone). */
  query: string;
  /** Added to every POST body: { categoryId: 5 }. */
  body: Record<string, unknown>;
}

interface Props<R extends { _id: number }, V extends FormValues> {
  auth: CallerAuth;
  descriptor: ReferenceDescriptor<R, V>;
  scope?: ReferenceScope;
  /**
   * More to edit below an existing record's form (its own lists). `changed` says the list's
   * summary of the record is out of date: it is read again when the form closes.
   */
  extra?: (record: R, changed: () => void) => ReactNode;
  /** What the panel says in place of `extra` while a new record has no id yet. */
  extraAfterSave?: string;
  /** Told after every save and delete. */
  onChanged?: () => void;
}

type Editing<R> = { record: R | null } | null;

/* The routes of every reference list: a descriptor's call is one of theirs. */
type ReferenceRoute = (typeof ADMIN_REFERENCE_ROUTES)[number];
type Method<M> = Extract<ReferenceRoute, { declaration: { method: M } }>;

/** A refused delete: the record's name and why (where it is still used, or the error). */
interface Refusal<R> {
  record: R;
  name: string;
  lines: string[];
  using: ReturnType<typeof usingProducts>;
  records: ReturnType<typeof usingRecords>;
}

/** The record a link asked to open (`?open=<id>`, e.g. a brand's refusal naming a category). */
const askedToOpen = (): number | null => {
  const id = Number(new URLSearchParams(window.location.search).get('open'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

// The confirmation dialog fades out before it hands focus back; a deleted record's button is
// gone by then, so focus goes to "Add" once the fade is over.
const DIALOG_FADE_MS = 350;

/**
 * One admin reference list (spec section 7): the table, an Add button, the add / edit form in a
 * panel above the table and a question before a delete. After a save or a delete the list is
 * the one the API answered with.
 */
export function ReferenceScreen<R extends { _id: number }, V extends FormValues>({
  auth,
  descriptor,
  scope,
  extra,
  extraAfterSave,
  onChanged,
}: Props<R, V>) {
  const { t, i18n } = useTranslation();
  const nameOf = (record: R) => nameInLanguage(record, descriptor.title(record), i18n.language);
  const path = scope ? (`${descriptor.call}?${scope.query}` as const) : descriptor.call;
  const { data, replace, reload } = useSignedInData(auth, path, listOf<R>(descriptor.many));
  const sessionGone = useSessionGuard();
  const [editing, setEditing] = useState<Editing<R>>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal<R> | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  const stale = useRef(false);
  const text = (name: string) => t(`adminReference.${descriptor.key}.${name}`);

  // A closed form hands focus back to the button that opened it (or to Add when that is gone).
  useEffect(() => {
    if (!returnFocus || editing) return;
    const back = opener.current?.isConnected ? opener.current : addButton.current;
    back?.focus();
    setReturnFocus(false);
  }, [returnFocus, editing]);

  const open = (record: R | null, from: HTMLElement | null) => {
    opener.current = from;
    setRefusal(null);
    setEditing({ record });
  };

  const close = () => {
    setEditing(null);
    setReturnFocus(true);
    if (stale.current) {
      // Read again quietly: a reload would swap the table for "Loading…" and lose the focus.
      stale.current = false;
      apiGet<Method<'GET'>>(path, undefined, auth)
        .then((answer) => replace(listOf<R>(descriptor.many)(answer)))
        .catch(reload);
    }
  };

  const save = async (body: Record<string, unknown>) => {
    const id = editing?.record?._id;
    // The descriptor's body is its own route's (DeclaredDescriptor); a scope's fields complete it.
    const whole = { ...scope?.body, ...body, ...(id ? { _id: id } : {}) } as BodyOf<Method<'POST'>>;
    const answer = await apiPost<Method<'POST'>>(descriptor.call, whole, auth);
    replace(listOf<R>(descriptor.many)(answer));
    onChanged?.();
    notify(t('adminReference.saved'), 'success');
    close();
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const answer = await apiDelete<Method<'DELETE'>>(
        descriptor.call,
        { _id: deleting._id },
        auth,
      );
      replace(listOf<R>(descriptor.many)(answer));
      onChanged?.();
      if (editing?.record?._id === deleting._id) setEditing(null);
      setDeleting(null);
      notify(t('adminReference.deleted'), 'success');
      window.setTimeout(() => addButton.current?.focus(), DIALOG_FADE_MS);
    } catch (err) {
      setDeleting(null);
      if (sessionGone(err)) return;
      const used = usedByLines(err, t);
      setRefusal({
        record: deleting,
        name: nameOf(deleting),
        lines: used.length > 0 ? used : [errorText(err, t)],
        using: usingProducts(err),
        records: usingRecords(err),
      });
    } finally {
      setDeleteBusy(false);
    }
  };

  // A list screen (not a scoped list inside a panel) opens the record a link names, once.
  const openedAsked = useRef(false);
  useEffect(() => {
    if (scope || openedAsked.current || data.state !== 'ready') return;
    openedAsked.current = true;
    const id = askedToOpen();
    const asked = id === null ? undefined : data.data.find((r) => r._id === id);
    if (asked) open(asked, null);
  });

  if (data.state === 'loading') return <p role="status">{t('adminReference.loading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const records = data.data;
  const record = editing?.record ?? null;

  return (
    <>
      {editing ? (
        <section className="card card-body mb-4 bg-body-tertiary">
          <ReferenceForm
            key={record?._id ?? 'new'}
            auth={auth}
            descriptor={descriptor}
            record={record}
            onSave={save}
            onCancel={close}
          />
          {extra && record && (
            <div className="mt-4 pt-3 border-top">
              {extra(record, () => {
                stale.current = true;
              })}
            </div>
          )}
          {extra && !record && extraAfterSave && (
            <p className="mt-3 mb-0 text-body-secondary">{extraAfterSave}</p>
          )}
        </section>
      ) : (
        <button
          ref={addButton}
          type="button"
          className="btn btn-shop mb-3"
          onClick={(event) => open(null, event.currentTarget)}
        >
          {text('add')}
        </button>
      )}
      {refusal && (
        <div role="alert" className="alert alert-warning">
          <p className="mb-1">{t('adminReference.notDeleted', { name: refusal.name })}</p>
          <ul className="mb-0">
            {refusal.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {refusal.using && <UsingProducts {...refusal.using} />}
          {refusal.records && (
            <UsingRecords
              {...refusal.records}
              onOpenOwner={
                refusal.records.what === 'sub-categories' && extra
                  ? () => open(refusal.record, null)
                  : undefined
              }
            />
          )}
        </div>
      )}
      {records.length === 0 ? (
        <p>{text('empty')}</p>
      ) : (
        <ReferenceTable
          descriptor={descriptor}
          records={records}
          editingId={record?._id ?? null}
          onEdit={(chosen, from) => open(chosen, from)}
          onDelete={(chosen) => {
            setRefusal(null);
            setDeleting(chosen);
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={text('deleteTitle')}
        message={t('adminReference.deleteMessage', {
          name: deleting ? nameOf(deleting) : '',
        })}
        confirmLabel={t('adminReference.delete')}
        busy={deleteBusy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
