import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import { RESET_LINK_MINUTES } from '../../core/customers/account-links';
import type { forgotPassword } from '../../server/customers/password-routes';
import { apiPost } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { emailCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { EmailField } from './AccountFields';
import { useForm } from '../ui/forms/use-form';
import { useCustomer } from '../session/use-customer';

/**
 * /forgot_password: mails a reset link. The answer is the same whether or not the account
 * exists, so the page cannot tell anyone which addresses have one. The account menu calls
 * this page "Account password": a logged-in customer is pointed at the profile's password
 * change too.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { status, restored } = useCustomer();
  const form = useForm({ userName: '' });
  const [sentTo, setSentTo] = useState('');
  const loggedIn = restored && status.loggedIn;
  const { setValues } = form;

  // A logged-in customer's own address, unless they have typed something already.
  useEffect(() => {
    if (loggedIn) setValues((v) => (v.userName ? v : { userName: status.email }));
  }, [loggedIn, status.email, setValues]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.userName.trim();
    void form.submit(
      translateCodes({ userName: emailCode(email) }, t),
      async () => {
        await apiPost<typeof forgotPassword>('forgot_password', { userName: email, lng });
        setSentTo(email);
      },
      (err) => fieldErrors(err, t, ['userName']),
    );
  };

  return (
    <>
      {loggedIn && (
        <div className="card card-body mb-4" data-testid="password-change-hint">
          <p>{t('forgot.loggedIn')}</p>
          <LocalLink to="/profile#password" className="btn btn-outline-dark">
            {t('forgot.change')}
          </LocalLink>
        </div>
      )}
      {sentTo ? (
        <div role="status">
          <p>{t('forgot.sent', { email: sentTo, count: RESET_LINK_MINUTES })}</p>
          <LocalLink to="/login">{t('forgot.backToLogin')}</LocalLink>
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={onSubmit} noValidate>
          <p>{t('forgot.intro')}</p>
          <FormAlert ref={form.alertRef} message={form.alert} />
          <EmailField binding={form.field('userName')} />
          <SubmitButton
            busy={form.busy}
            label={t('forgot.submit')}
            busyLabel={t('accountForm.sending')}
          />
          <p className="mt-4 mb-0">
            <LocalLink to="/login">{t('forgot.backToLogin')}</LocalLink>
          </p>
        </form>
      )}
    </>
  );
}
