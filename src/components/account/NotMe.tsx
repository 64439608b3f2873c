import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState, type FormEvent } from 'react';
import type { refuseActivationCall } from '../../server/customers/signup-routes';
import { apiPost } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { errorText } from '../ui/forms/form-failure';
import { SubmitButton } from '../ui/forms/FormField';
import { AccountPanel } from './AccountPanel';
import { isLinkInvalid, mailedLinkKey } from './mailed-link';
import { LinkInvalid } from './OutcomePanels';

type Refusal =
  { state: 'asking'; busy: boolean; failure?: string } | { state: 'done' } | { state: 'invalid' };

/**
 * /not_me?key1=…: "This wasn't me" from an activation mail. Nothing happens on opening the link
 * (a mail scanner may open it): the owner of the address confirms with the button, and the
 * never-activated account goes, with every later activation mail to the address
 * (POST refuse_activation).
 */
export function NotMe() {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Refusal>({ state: 'asking', busy: false });
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!mailedLinkKey()) setRefusal({ state: 'invalid' });
  }, []);
  useEffect(() => {
    if (refusal.state !== 'asking') outcomeRef.current?.focus();
  }, [refusal.state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal({ state: 'asking', busy: true });
    apiPost<typeof refuseActivationCall>('refuse_activation', { key1: mailedLinkKey() }).then(
      () => setRefusal({ state: 'done' }),
      (err: unknown) =>
        setRefusal(
          isLinkInvalid(err)
            ? { state: 'invalid' }
            : { state: 'asking', busy: false, failure: errorText(err, t) },
        ),
    );
  };

  return (
    <AccountPanel title={t('notMe.title')}>
      {refusal.state === 'asking' && (
        <form onSubmit={submit} noValidate>
          <p>{t('notMe.intro')}</p>
          {refusal.failure && (
            <p role="alert" className="alert alert-danger">
              {refusal.failure}
            </p>
          )}
          <SubmitButton
            busy={refusal.busy}
            label={t('notMe.confirm')}
            busyLabel={t('notMe.working')}
          />
        </form>
      )}
      {refusal.state === 'done' && (
        <div ref={outcomeRef} tabIndex={-1} role="status" data-testid="not-me-done">
          <p>{t('notMe.done')}</p>
          <LocalLink to="/" className="btn btn-shop">
            {t('cart.continue')}
          </LocalLink>
        </div>
      )}
      {refusal.state === 'invalid' && (
        <div ref={outcomeRef} tabIndex={-1}>
          <LinkInvalid>
            <p>{t('notMe.invalidHelp')}</p>
          </LinkInvalid>
        </div>
      )}
    </AccountPanel>
  );
}
