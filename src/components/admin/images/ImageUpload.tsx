import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { uploadAdminImage } from '../../../server/admin/images/admin-image-routes';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import type { ImageFolder } from '../../../core/images/upload-rules';
import {
  MAX_IMAGE_UPLOAD_BYTES,
  imageFileProblem,
  type ImageFileProblem,
} from './image-file-checks';

export type { ImageFolder };

interface Props {
  auth: CallerAuth;
  folder: ImageFolder;
  /** The picture's address (`/images/<key>`), '' for none. */
  value: string;
  onChange: (url: string) => void;
  label: string;
}

function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * One picture of a back-office form: choose a file, it is checked, sent to POST admin_image and
 * its address handed to the form; the form saves that address with its record. A picture is
 * removed from the record only (the stored file may be used elsewhere).
 */
export function ImageUpload({ auth, folder, value, onChange, label }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const sessionGone = useSessionGuard();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The browser's checks have their own words; the server's answers (a picture over 40
  // megapixels is IMAGE_TOO_LARGE too) use the shared error texts.
  const explainProblem = (problem: ImageFileProblem) =>
    t(`adminProducts.image.${problem}`, { mb: MAX_IMAGE_UPLOAD_BYTES / (1024 * 1024) });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError('');
    const problem = imageFileProblem(file);
    if (problem) {
      setError(explainProblem(problem));
      if (input.current) input.current.value = '';
      return;
    }
    setBusy(true);
    try {
      const dataUri = await readAsDataUri(file);
      const { image } = await apiPost<typeof uploadAdminImage>(
        'admin_image',
        { chosenFile: { data_uri: dataUri, name: file.name }, folder },
        auth,
      );
      if (mounted.current) onChange(image.url);
    } catch (err) {
      if (!mounted.current || sessionGone(err)) return;
      setError(errorText(err, t));
    } finally {
      if (mounted.current) {
        setBusy(false);
        if (input.current) input.current.value = '';
      }
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="image-upload mb-3" aria-busy={busy}>
      <label htmlFor={`${id}-file`} className="form-label">
        {label}
      </label>
      {value && (
        <div className="mb-2">
          <img
            src={value}
            alt={t('adminProducts.image.preview', { label })}
            className="img-thumbnail"
            style={{ maxHeight: 120, maxWidth: 160, objectFit: 'contain' }}
          />
        </div>
      )}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void upload(event)}
      />
      {busy && (
        <p role="status" className="small mt-1 mb-0">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
          {t('adminProducts.image.uploading')}
        </p>
      )}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {value && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm mt-2"
          disabled={busy}
          onClick={() => {
            setError('');
            onChange('');
          }}
        >
          {t('adminProducts.image.remove')}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
    </div>
  );
}
