import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import type { signIn } from '../../server/customers/signin-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { apiPost } from '../../state/api-client';
import { takeSessionEnded, type EndedSession } from '../../state/session-ended';
import { useCartActions } from '../cart/use-cart-actions';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { emailCode, requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { FormAlert, SubmitButton, TextField } from '../ui/forms/FormField';
import { withNextPath } from '../../core/routes/next-path';
import { safeNextPath, useSafeNext } from './safe-next';
import { useAskedCaptcha } from './use-asked-captcha';
import { useForm } from '../ui/forms/use-form';
import { useCustomer, useSetCustomer, useSignOut } from '../session/use-customer';
import type { SecondFactorStep as Step } from '../../server/second-factor/second-factor';
import type { SecondFactorDone } from '../../server/second-factor/second-factor-routes';
import { SecondFactorStep } from './second-factor/SecondFactorStep';
import { RecoveryCodes } from './second-factor/RecoveryCodes';

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
 * and the check shows then, before that attempt, not after it is refused.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { status, restored } = useCustomer();
  const setCustomer = useSetCustomer();
  const { restore } = useCartActions();
  const localPath = useLocalPath();
  const form = useForm({ userName: '', password: '' });
  const { values } = form;
  // Solved: the message about the last attempt is out of date.
  const captcha = useAskedCaptcha(() => form.clearAlert());
  const ended = useEndedSession();
  // Sent here from checkout, a new customer comes back there after registering too.
  const next = useSafeNext();
  // An administrator's right password leads to a second step (issue 28.4); an enrolment ends
  // with the recovery codes, shown before the session starts.
  const [secondStep, setSecondStep] = useState<Step | null>(null);
  const [enrolled, setEnrolled] = useState<SecondFactorDone | null>(null);

  const signedIn = (answer: unknown) => {
    if (!setCustomer(answer).loggedIn) throw new Error('sign-in answer without a user');
    // The customer's saved cart comes back (from this or another browser), with the cart
    // this browser made as a visitor merged in. Cart calls queue, so the next page's cart
    // calls come after it. (A failure is its own toast, and the login stands.)
    void restore();
    void navigate(safeNextPath(window.location.search) ?? localPath('/'));
  };

  if (enrolled?.recoveryCodes) {
    return <RecoveryCodes codes={enrolled.recoveryCodes} onContinue={() => signedIn(enrolled)} />;
  }
  if (secondStep) {
    return (
      <SecondFactorStep
        step={secondStep}
        onDone={(answer) => (answer.recoveryCodes ? setEnrolled(answer) : signedIn(answer))}
        onRestart={(message) => {
          setSecondStep(null);
          form.setValue('password', '');
          form.fail({ fields: {}, alert: message });
        }}
      />
    );
  }
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
    if (captcha.unsolved) {
      form.fail({ fields: checks, alert: t('error.NOT_A_ROBOT') });
      return;
    }
    void form.submit(
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
          throw err;
        }
        if ('secondFactor' in answer) setSecondStep(answer.secondFactor);
        else signedIn(answer);
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
      <TextField
        {...form.field('userName')}
        type="email"
        label={t('accountForm.email')}
        autoComplete="username"
        required
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={t('accountForm.password')}
        autoComplete="current-password"
        required
      />
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
