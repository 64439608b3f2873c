import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, type FormEvent } from 'react';
import type { changePassword } from '../../server/customers/password-routes';
import { apiPut, type CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { newPasswordCodes, requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { CurrentPasswordField } from './AccountFields';
import { NewPasswordFields, PasswordOwner } from './NewPasswordFields';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain } from '../session/use-session-guard';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const CODE_FIELDS = { CURRENT_PASSWORD_INCORRECT: 'currentPassword' };

/**
 * /profile's password card (PUT password): spec 5's rules, "the current password must be
 * right". The server revokes the account's other sessions; this one stays logged in. The
 * account menu's "Account password" entry leads here through /forgot_password (#password).
 */
export function PasswordChangeForm({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const form = useForm(EMPTY);
  const { values } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (window.location.hash === '#password') headingRef.current?.scrollIntoView();
  }, []);

  const explain = useGuardedExplain((err) => fieldErrors(err, t, FIELDS, CODE_FIELDS));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes(
      {
        currentPassword: requiredCode(values.currentPassword, 'ENTER_PASSWORD'),
        ...newPasswordCodes(values.newPassword, values.confirmPassword, {
          password: 'newPassword',
          confirmation: 'confirmPassword',
        }),
      },
      t,
    );
    void form.submit(
      checks,
      async () => {
        await apiPut<typeof changePassword>('password', values, auth);
        form.setValues(EMPTY);
        notify(t('passwordChange.done'), 'success');
      },
      explain,
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-labelledby="password">
      <h2 id="password" ref={headingRef} tabIndex={-1} className="h5 mb-3">
        {t('passwordChange.title')}
      </h2>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <PasswordOwner email={auth.email} />
      <CurrentPasswordField
        binding={form.field('currentPassword')}
        label={t('accountForm.currentPassword')}
      />
      <NewPasswordFields name="newPassword" label={t('accountForm.newPassword')} form={form} />
      <SubmitButton
        busy={form.busy}
        label={t('passwordChange.submit')}
        busyLabel={t('accountForm.saving')}
      />
    </form>
  );
}
