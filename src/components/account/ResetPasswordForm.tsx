import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import { ApiCallError, getJson, sendJson } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { newPasswordCodes, translateCodes } from './client-checks';
import { codeMessage, fieldErrors } from './field-errors';
import { FormAlert, SubmitButton, TextField } from './FormField';
import { useAccountForm } from './use-account-form';
import { useCustomer, useSetCustomer } from './use-customer';

type Link =
  | { state: 'checking' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; key: string; email: string }
  | { state: 'reset' };

const isLinkInvalid = (err: unknown) => err instanceof ApiCallError && err.code === 'LINK_INVALID';

function LinkInvalid() {
  const { t } = useTranslation();
  return (
    <div>
      <div role="alert" className="alert alert-danger">
        {t('error.LINK_INVALID')}
      </div>
      <LocalLink to="/forgot_password" className="btn btn-shop">
        {t('reset.askAgain')}
      </LocalLink>
    </div>
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
  const form = useAccountForm({ password: '', confirmPassword: '' });
  const { values, errors } = form;

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
          await sendJson('POST', 'reset_password', {
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
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        name="password"
        type="password"
        label={t('accountForm.newPassword')}
        autoComplete="new-password"
        required
        maxLength={128}
        hint={t('accountForm.passwordHint')}
        value={values.password}
        onValueChange={(value) => form.setValue('password', value)}
        error={errors.password}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('accountForm.confirmPassword')}
        autoComplete="new-password"
        required
        maxLength={128}
        value={values.confirmPassword}
        onValueChange={(value) => form.setValue('confirmPassword', value)}
        error={errors.confirmPassword}
      />
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
    const key = new URLSearchParams(window.location.search).get('key1')?.trim() ?? '';
    if (!key) {
      setLink({ state: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setLink({ state: 'checking' });
    getJson<{ user?: { userName?: unknown } }>(
      `reset_user?key1=${encodeURIComponent(key)}`,
      controller.signal,
    ).then(
      (answer) => {
        const email = typeof answer.user?.userName === 'string' ? answer.user.userName : '';
        setLink({ state: 'ready', key, email });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLink(
          isLinkInvalid(err)
            ? { state: 'invalid' }
            : {
                state: 'failed',
                message: codeMessage(err instanceof ApiCallError ? err.code : 'GENERIC', t),
              },
        );
      },
    );
    return () => controller.abort();
  }, [attempt, t]);

  switch (link.state) {
    case 'checking':
      return <p role="status">{t('reset.checking')}</p>;
    case 'invalid':
      return <LinkInvalid />;
    case 'failed':
      return (
        <div role="alert" className="alert alert-danger">
          <p>{link.message}</p>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('product.retry')}
          </button>
        </div>
      );
    case 'reset':
      return (
        <div role="status" data-testid="password-reset">
          <p>{t('reset.done')}</p>
          <LocalLink to="/login" className="btn btn-shop">
            {t('account.login')}
          </LocalLink>
        </div>
      );
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
