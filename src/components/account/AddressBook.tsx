import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type { deleteAddressCall, getAddressBook } from '../../server/account/account-routes';
import { apiDelete, type CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { useContentLanguage } from '../site/use-content-language';
import type { AddressEntry } from './address-entry';
import { AddressForm } from './AddressForm';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { errorText } from '../ui/forms/form-failure';
import { useRouteData } from '../session/use-signed-in-data';
import { LoadFailed } from '../ui/LoadFailed';
import { countryName, useDeliveryCountries } from './use-delivery-countries';
import { useProfileContact } from './use-profile-contact';
import { useSessionGuard } from '../session/use-session-guard';

type Editing = { entry: AddressEntry | null } | null;

/** /addressbook: the customer's delivery addresses, to add, edit and delete (spec 2 and 5). */
export function AddressBook({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const countries = useDeliveryCountries();
  // A new entry starts with the customer's name and email, as checkout's new address does.
  const contact = useProfileContact(auth);
  const { data, replace, reload } = useRouteData<typeof getAddressBook, AddressEntry[]>(
    auth,
    'addressbook',
    (answer) => answer.addressBook,
  );
  const sessionGone = useSessionGuard();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  // Closing the form (saved or cancelled) takes focus back to where the customer started.
  useEffect(() => {
    if (returnFocus && !editing) {
      addButton.current?.focus();
      setReturnFocus(false);
    }
  }, [returnFocus, editing]);

  if (data.state === 'loading' || countries === null || contact === 'loading') {
    return <p role="status">{t('addressBook.loading')}</p>;
  }
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const book = data.data;

  const close = () => {
    setEditing(null);
    setReturnFocus(true);
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const body = await apiDelete<typeof deleteAddressCall>(
        'addressbook',
        { address: { _id: deleting._id } },
        auth,
      );
      replace(body.addressBook);
      notify(t('addressBook.deleted'), 'success');
      setDeleting(null);
      setReturnFocus(true);
    } catch (err) {
      if (!sessionGone(err)) notify(errorText(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  const country = (code: string) => {
    const found = countries.find((c) => c.code === code);
    return found ? countryName(found, lng) : code;
  };

  return (
    <>
      {editing ? (
        <AddressForm
          key={editing.entry?._id ?? 'new'}
          auth={auth}
          entry={editing.entry}
          countries={countries}
          contact={contact}
          onlyEntry={book.length === 0 || (book.length === 1 && Boolean(editing.entry))}
          onSaved={(next) => {
            replace(next);
            notify(t('addressBook.saved'), 'success');
            close();
          }}
          onCancel={close}
        />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="btn btn-shop mb-4"
          onClick={() => setEditing({ entry: null })}
        >
          {t('addressBook.add')}
        </button>
      )}
      {book.length === 0 ? (
        <p data-testid="address-book-empty">{t('addressBook.empty')}</p>
      ) : (
        <ul
          className="list-unstyled row row-cols-1 row-cols-md-2 g-3"
          aria-label={t('addressBook.list')}
        >
          {book.map((entry) => (
            <li key={entry._id} className="col">
              <article className="card h-100" aria-labelledby={`address-${entry._id}`}>
                <div className="card-body">
                  <h2 id={`address-${entry._id}`} className="h6 card-title">
                    {entry.addrName}
                    {entry.isDefault && (
                      <span className="badge text-bg-dark ms-2">{t('addressBook.default')}</span>
                    )}
                  </h2>
                  <address className="mb-2">
                    {entry.addrLine1}
                    <br />
                    {entry.addrLine2 && (
                      <>
                        {entry.addrLine2}
                        <br />
                      </>
                    )}
                    {[entry.addrCode, entry.addrCity, entry.addrRegion].filter(Boolean).join(' ')}
                    <br />
                    {country(entry.addrCountry)}
                    <br />
                    {entry.addrTel}
                    <br />
                    {entry.addrEmail}
                  </address>
                  {entry.addrComments && (
                    <p className="small text-body-secondary">{entry.addrComments}</p>
                  )}
                </div>
                <div className="card-footer bg-transparent d-flex gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-dark"
                    onClick={() => setEditing({ entry })}
                    aria-label={t('addressBook.editOne', { name: entry.addrName })}
                  >
                    {t('addressBook.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setDeleting(entry)}
                    aria-label={t('addressBook.deleteOne', { name: entry.addrName })}
                  >
                    {t('addressBook.delete')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('addressBook.confirmTitle')}
        message={t('addressBook.confirmMessage', {
          name: deleting?.addrName ?? '',
          line: deleting?.addrLine1 ?? '',
        })}
        confirmLabel={t('addressBook.delete')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
