import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { dataExportFileName } from '../../core/account/account-deletion';
import { SIGN_OUT } from '../../core/customers/customer-status';
import type { myData } from '../../server/account/data-rights-routes';
import { apiGet, type CallerAuth } from '../../state/api-client';
import { useAppDispatch } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { notify } from '../layout/notify';
import { useLocalPath } from '../site/LocalLink';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { errorText } from '../ui/forms/form-failure';
import { useSetCustomer } from '../session/use-customer';
import { useSessionGuard } from '../session/use-session-guard';

/** Hands the browser a JSON document to save, as a file named like the server's attachment. */
function saveAsFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser may still be reading the blob when click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * /profile's "Your data" card: a copy of everything the shop holds (GET my_data) and deleting
 * the account (POST delete_account, behind DeleteAccountDialog).
 */
export function DataRightsSection({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const guard = useSessionGuard();
  const setCustomer = useSetCustomer();
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const [confirming, setConfirming] = useState(false);
  /** Set once the account is deleted: the toast to show on the page the customer lands on. */
  const farewell = useRef<string | null>(null);

  // The browser forgets the login only once this page has gone: forgetting it here would make
  // the account page send the customer to /login instead of home. The toast waits for the
  // next page too, since this page's toasts go with it.
  useEffect(
    () => () => {
      const message = farewell.current;
      if (message === null) return;
      setCustomer(SIGN_OUT);
      dispatch(shopActions.cartCleared());
      window.setTimeout(() => notify(message, 'success'), 0);
    },
    [dispatch, setCustomer],
  );

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    setDownloadError('');
    try {
      const data = await apiGet<typeof myData>('my_data', undefined, auth);
      saveAsFile(data, dataExportFileName(new Date()));
      notify(t('dataRights.downloaded'), 'success');
    } catch (err) {
      if (!guard(err)) setDownloadError(errorText(err, t));
    } finally {
      setDownloading(false);
    }
  };

  const onDeleted = () => {
    farewell.current = t('dataRights.deleted');
    void navigate(localPath('/'), { replace: true });
  };

  return (
    <section className="card card-body" aria-labelledby="data-rights">
      <h2 id="data-rights" className="h5 mb-3">
        {t('dataRights.title')}
      </h2>
      <p>{t('dataRights.intro')}</p>
      {downloadError && (
        <div role="alert" className="alert alert-danger">
          {downloadError}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-dark"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
          )}
          {downloading ? t('dataRights.downloading') : t('dataRights.download')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setConfirming(true)}
        >
          {t('dataRights.delete')}
        </button>
      </div>
      <DeleteAccountDialog
        show={confirming}
        auth={auth}
        onCancel={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </section>
  );
}
