import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { FieldFrame, invalidClass } from '../../ui/forms/FieldFrame';
import { LoadFailed } from '../../ui/LoadFailed';
import { listOf, useSignedInData } from '../../session/use-signed-in-data';
import type { Lookup, LookupRecord } from './types';

/** Another admin list to choose from (a category's brands, a country's tax rate). */
function useLookup(auth: CallerAuth, lookup: Lookup) {
  return useSignedInData(auth, lookup.call, listOf<LookupRecord>(lookup.many));
}

interface SelectProps {
  auth: CallerAuth;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  lookup: Lookup;
  /** The choice of none ('' in the form). */
  noneLabel: string;
  value: string;
  onChange: (value: string) => void;
}

/** One record of another list, or none. */
export function LookupSelect(props: SelectProps) {
  const { auth, name, label, hint, error, lookup, noneLabel, value, onChange } = props;
  const { t } = useTranslation();
  const { data, reload } = useLookup(auth, lookup);
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const records = data.state === 'ready' ? data.data : [];
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      {(wiring) => (
        <select
          {...wiring}
          name={name}
          className={invalidClass('form-select', error)}
          value={value}
          disabled={data.state === 'loading'}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {data.state === 'loading' ? t('adminReference.loading') : noneLabel}
          </option>
          {records.map((record) => (
            <option key={record._id} value={String(record._id)}>
              {lookup.label(record)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface ChecksProps {
  auth: CallerAuth;
  name: string;
  label: string;
  error?: string;
  lookup: Lookup;
  /** The chosen records' ids, as text. */
  value: string[];
  onChange: (value: string[]) => void;
}

/** Any number of records of another list: a group of checkboxes under one legend. */
export function LookupChecks({ auth, name, label, error, lookup, value, onChange }: ChecksProps) {
  const { t } = useTranslation();
  const id = useId();
  const { data, reload } = useLookup(auth, lookup);
  const errorId = `${id}-error`;
  const toggle = (recordId: string, on: boolean) =>
    onChange(on ? [...value, recordId] : value.filter((v) => v !== recordId));

  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{label}</legend>
      {data.state === 'loading' && <p role="status">{t('adminReference.loading')}</p>}
      {data.state === 'failed' && <LoadFailed error={data.error} onRetry={reload} />}
      {data.state === 'ready' && data.data.length === 0 && (
        <p className="text-body-secondary">{t('adminReference.noChoices')}</p>
      )}
      {data.state === 'ready' && (
        <div className="row row-cols-2 row-cols-md-4 g-1">
          {data.data.map((record) => {
            const recordId = String(record._id);
            return (
              <div key={recordId} className="col form-check">
                <input
                  id={`${id}-${recordId}`}
                  name={name}
                  type="checkbox"
                  className="form-check-input"
                  value={recordId}
                  checked={value.includes(recordId)}
                  onChange={(event) => toggle(recordId, event.target.checked)}
                />
                <label htmlFor={`${id}-${recordId}`} className="form-check-label">
                  {lookup.label(record)}
                </label>
              </div>
            );
          })}
        </div>
      )}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
