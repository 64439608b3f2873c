import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import type { resetPassword, resetUser } from '../../server/customers/password-routes';
import { apiGet, apiPost, linkKeyHeader } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { newPasswordCodes, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { errorText } from '../ui/forms/form-failure';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { isLinkInvalid, mailedLinkKey } from './mailed-link';
import { NewPasswordFields, PasswordOwner } from './NewPasswordFields';
import { LinkInvalid, LoginOffer, RetryAlert } from './OutcomePanels';
import { useForm } from '../ui/forms/use-form';
import { useCustomer, useSetCustomer } from '../session/use-customer';

type Link =
  | { state: 'checking' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; key: string; email: string }
  | { state: 'reset' };

function AskAgain() {
  const { t } = useTranslation();
  return (
    <LinkInvalid>
      <LocalLink to="/forgot_password" className="btn btn-shop">
        {t('reset.askAgain')}
      </LocalLink>
    </LinkInvalid>
  );
}

function NewPasswordForm({
  linkKey,
  email,
  onReset,
  onInvalid,
}: {
  linkKey: string;
  email: string;
  onReset: () => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ password: '', confirmPassword: '' });
  const { values } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes(
      newPasswordCodes(values.password, values.confirmPassword, {
        password: 'password',
        confirmation: 'confirmPassword',
      }),
      t,
    );
    void form.submit(
      checks,
      async () => {
        try {
          await apiPost<typeof resetPassword>('reset_password', {
            key1: linkKey,
            password: values.password,
            confirmPassword: values.confirmPassword,
          });
        } catch (err) {
          if (!isLinkInvalid(err)) throw err;
          onInvalid();
          return;
        }
        onReset();
      },
      (err) => fieldErrors(err, t, ['password', 'confirmPassword']),
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <p>{t('reset.intro', { email })}</p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <PasswordOwner email={email} />
      <NewPasswordFields name="password" label={t('accountForm.newPassword')} form={form} />
      <SubmitButton
        busy={form.busy}
        label={t('reset.submit')}
        busyLabel={t('accountForm.saving')}
      />
    </form>
  );
}

/**
 * /reset_password?key1=…: the mailed link is checked first (GET reset_user, which does not use
 * it up), then takes the new password. Success revokes every session of the account on the
 * server, so this browser forgets its login too (spec 4's reset flag is the "reset" state).
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const loggedIn = useCustomer().status.loggedIn;
  const setCustomer = useSetCustomer();
  const [link, setLink] = useState<Link>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const key = mailedLinkKey();
    if (!key) {
      setLink({ state: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setLink({ state: 'checking' });
    apiGet<typeof resetUser>('reset_user', controller.signal, null, linkKeyHeader(key)).then(
      (answer) => setLink({ state: 'ready', key, email: answer.user.userName }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLink(
          isLinkInvalid(err)
            ? { state: 'invalid' }
            : { state: 'failed', message: errorText(err, t) },
        );
      },
    );
    return () => controller.abort();
  }, [attempt, t]);

  switch (link.state) {
    case 'checking':
      return <p role="status">{t('reset.checking')}</p>;
    case 'invalid':
      return <AskAgain />;
    case 'failed':
      return <RetryAlert message={link.message} onRetry={() => setAttempt((n) => n + 1)} />;
    case 'reset':
      return <LoginOffer message={t('reset.done')} testId="password-reset" />;
    case 'ready':
      return (
        <NewPasswordForm
          linkKey={link.key}
          email={link.email}
          onInvalid={() => setLink({ state: 'invalid' })}
          onReset={() => {
            if (loggedIn) setCustomer(null);
            setLink({ state: 'reset' });
          }}
        />
      );
  }
}
