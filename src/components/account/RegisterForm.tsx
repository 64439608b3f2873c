import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type FormEvent } from 'react';
import type { signUp } from '../../server/customers/signup-routes';
import { apiPost } from '../../state/api-client';
import { useAppStore } from '../../state/hooks';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { emailCode, newPasswordCodes, requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { CheckField, FormAlert, SubmitButton } from '../ui/forms/FormField';
import { EmailField, NickNameField } from './AccountFields';
import { NameFields } from './NameFields';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from '../ui/forms/use-form';
import { withNextPath } from '../../core/routes/next-path';
import { useSafeNext } from './safe-next';
import { useAskedCaptcha } from './use-asked-captcha';
import { useSignOut } from '../session/use-customer';

const FIELDS = ['userName', 'nickName', 'firstName', 'lastName', 'password'] as const;

/** Conflicts the API reports without field detail, shown next to their field. */
const CODE_FIELDS = { EMAIL_IN_USE: 'userName', NICKNAME_IN_USE: 'nickName' };

const EMPTY = {
  userName: '',
  nickName: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  subscribe: false as boolean,
};

/** What /registered can say about the mail it announces. */
export interface RegisteredState {
  email?: string;
}

/**
 * /register: spec 3's sign-up payload, kept to what a new customer needs (the rest is on the
 * profile). The account starts pending (userType C, userStatus P) until the mailed link is
 * opened. Spec 4: "Registering clears the session", so a logged-in customer is logged out.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const localPath = useLocalPath();
  const signOut = useSignOut();
  const store = useAppStore();
  const form = useForm(EMPTY);
  // Where the login that sent them here was to lead: the activation mail's link keeps it.
  const next = useSafeNext();
  const { values } = form;
  // Past an address's first few sign-ups an hour, the server asks for the robot check.
  const captcha = useAskedCaptcha(() => form.clearAlert());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes(
      {
        userName: emailCode(values.userName),
        nickName: requiredCode(values.nickName, 'ENTER_NICKNAME'),
        ...newPasswordCodes(values.password, values.confirmPassword, {
          password: 'password',
          confirmation: 'confirmPassword',
        }),
      },
      t,
    );
    captcha.submit(
      form,
      checks,
      async () => {
        await signOut();
        const email = values.userName.trim();
        await apiPost<typeof signUp>('signup', {
          ...captcha.body(),
          userName: email,
          nickName: values.nickName.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
          subscribe: values.subscribe,
          userType: 'C',
          userStatus: 'P',
          lng,
          // Spec 3's sign-up payload carries the visitor's cart. The account is pending, so the
          // cart stays this browser's; the first login (after activation) makes it the
          // customer's. Read after signOut, which forgets a previous customer's cart.
          cartId: store.getState().shop.customerCart?.cartId ?? '',
          ...(next ? { next } : {}),
        }).catch((err: unknown) => {
          captcha.refused(err);
          throw err;
        });
        const state: RegisteredState = { email };
        void navigate(localPath('/registered'), { state });
      },
      (err) => fieldErrors(err, t, FIELDS, CODE_FIELDS),
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <p>{t('register.intro')}</p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <EmailField binding={form.field('userName')} />
      <NickNameField binding={form.field('nickName')} hint={t('register.nickHint')} />
      <NameFields field={form.field} optional />
      <NewPasswordFields
        name="password"
        label={t('accountForm.password')}
        confirmLabel={t('register.confirmPassword')}
        form={form}
      />
      <CheckField {...form.check('subscribe')} label={t('accountForm.subscribe')} />
      {captcha.widget('register-captcha')}
      <SubmitButton
        busy={form.busy}
        label={t('register.submit')}
        busyLabel={t('register.sending')}
      />
      <p className="mt-4 mb-0">
        {t('register.haveAccount')}{' '}
        <LocalLink to={withNextPath('/login', next)}>{t('account.login')}</LocalLink>
      </p>
    </form>
  );
}
