import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import type { signIn } from '../../server/customers/signin-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { apiPost } from '../../state/api-client';
import { takeSessionEnded, type EndedSession } from '../../state/session-ended';
import { LocalLink } from '../site/LocalLink';
import { emailCode, requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { FormAlert, SubmitButton, TextField } from '../ui/forms/FormField';
import { withNextPath } from '../../core/routes/next-path';
import { useSafeNext } from './safe-next';
import { useAskedCaptcha } from './use-asked-captcha';
import { useForm } from '../ui/forms/use-form';
import { useCustomer, useSignOut } from '../session/use-customer';
import { useSignInFinish } from './use-sign-in-finish';
import { isSignInLinkNeeded, SignInLinkOffer } from './SignInLinkOffer';
import { CurrentPasswordField } from './AccountFields';

const FIELDS = ['userName', 'password'] as const;

/** Someone already logged in is told so, and may log out, rather than log in over it. */
function LoggedIn({ email }: { email: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <div data-testid="logged-in">
      <p>{t('login.already', { email })}</p>
      <div className="d-flex flex-wrap gap-2">
        <LocalLink to="/profile" className="btn btn-shop">
          {t('login.profile')}
        </LocalLink>
        <button
          type="button"
          className="btn btn-outline-dark"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => setBusy(false));
          }}
        >
          {busy ? t('logout.working') : t('account.logout')}
        </button>
      </div>
    </div>
  );
}

/** Why the visitor is here again, when a session ended under them (read once, after hydration). */
function useEndedSession(): EndedSession | null {
  const [ended, setEnded] = useState<EndedSession | null>(null);
  useEffect(() => setEnded(takeSessionEnded()), []);
  return ended;
}

/**
 * /login: spec 3's sign-in payload (userName from the email, password). Success logs in (spec 4)
 * and goes back to the page that asked for a login (?next=), else home. Once the server asks
 * for a captcha (the email has failed too often lately), the form shows the contact form's
 * robot check and sends its solution with every attempt; each is used up, so a refused
 * attempt starts the check again. The failure that makes the next attempt need one says so,
 * and the check shows then, before that attempt, not after it is refused. Past the account's
 * ceiling of failed sign-ins (issue 28.3) the password is not checked: the form offers to mail
 * a one-time sign-in link instead.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { status, restored } = useCustomer();
  const form = useForm({ userName: '', password: '' });
  const { values } = form;
  // Solved: the message about the last attempt is out of date.
  const captcha = useAskedCaptcha(() => form.clearAlert());
  const ended = useEndedSession();
  // Sent here from checkout, a new customer comes back there after registering too.
  const next = useSafeNext();
  // An administrator's right password leads to a second step (issue 28.4).
  const finisher = useSignInFinish((message) => {
    form.setValue('password', '');
    form.fail({ fields: {}, alert: message });
  });
  // Past the account's ceiling of failed sign-ins: the email a link may be mailed to.
  const [linkFor, setLinkFor] = useState('');

  if (finisher.view) return finisher.view;
  if (restored && status.loggedIn) return <LoggedIn email={status.email} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes(
      {
        userName: emailCode(values.userName),
        password: requiredCode(values.password, 'ENTER_PASSWORD'),
      },
      t,
    );
    captcha.submit(
      form,
      checks,
      async () => {
        let answer: AnswerOf<typeof signIn>;
        try {
          answer = await apiPost<typeof signIn>('signin', {
            userName: values.userName.trim(),
            password: values.password,
            ...captcha.body(),
          });
        } catch (err) {
          captcha.refused(err);
          setLinkFor(isSignInLinkNeeded(err) ? values.userName.trim() : '');
          throw err;
        }
        finisher.finish(answer);
      },
      (err) => fieldErrors(err, t, FIELDS),
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      {ended && (
        <div role="status" className="alert alert-warning" data-testid="session-ended">
          {t(ended === 'admin' ? 'login.adminSessionEnded' : 'login.sessionEnded')}
        </div>
      )}
      <FormAlert ref={form.alertRef} message={form.alert} />
      {linkFor && <SignInLinkOffer email={linkFor} />}
      <TextField
        {...form.field('userName')}
        type="email"
        label={t('accountForm.email')}
        autoComplete="username"
        required
      />
      <CurrentPasswordField binding={form.field('password')} label={t('accountForm.password')} />
      {captcha.widget('login-captcha')}
      <SubmitButton busy={form.busy} label={t('login.submit')} busyLabel={t('login.sending')} />
      <ul className="list-unstyled mt-4 mb-0">
        <li className="mb-2">
          <LocalLink to="/forgot_password">{t('login.forgot')}</LocalLink>
        </li>
        <li>
          {t('login.noAccount')}{' '}
          <LocalLink to={withNextPath('/register', next)}>{t('login.register')}</LocalLink>
        </li>
      </ul>
    </form>
  );
}
