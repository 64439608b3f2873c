import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, type FormEvent } from 'react';
import type { SecondFactorStep as Step } from '../../../server/customers/second-factor/second-factor';
import type {
  SecondFactorDone,
  signInSecondFactor,
} from '../../../server/customers/second-factor/second-factor-routes';
import { ApiCallError, apiPost } from '../../../state/api-client';
import { fieldErrors } from '../../ui/forms/field-errors';
import { CheckField, FormAlert, SubmitButton, TextField } from '../../ui/forms/FormField';
import { useForm } from '../../ui/forms/use-form';
import { EnrolmentKey } from './EnrolmentKey';

interface Props {
  step: Step;
  onDone: (answer: SecondFactorDone) => void;
  /** The ticket is no good any more: back to the password, with this message. */
  onRestart: (message: string) => void;
}

/**
 * An administrator's second step (issue 28.4): enrol an authenticator app (its QR code, or
 * its key as text for whoever cannot scan) and confirm with its first code; or type the app's
 * code, or a recovery code. Its heading takes focus, so a screen reader says where it is.
 */
export function SecondFactorStep({ step, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const form = useForm({ code: '', remember: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolling = step.step === 'enrol';

  useEffect(() => heading.current?.focus(), [step.step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = form.values.code.trim();
    const checks = code === '' ? { code: t('error.ENTER_CODE') } : {};
    void form.submit(
      checks,
      async () => {
        try {
          onDone(
            await apiPost<typeof signInSecondFactor>('signin_second_factor', {
              ticket: step.ticket,
              code,
              remember: form.values.remember,
            }),
          );
        } catch (err) {
          if (err instanceof ApiCallError && err.code === 'SIGN_IN_AGAIN') {
            onRestart(t('error.SIGN_IN_AGAIN'));
            return;
          }
          throw err;
        }
      },
      (err) => fieldErrors(err, t, ['code'], { CODE_INVALID: 'code' }),
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate data-testid="second-factor">
      <h2 ref={heading} tabIndex={-1} className="h4">
        {t(enrolling ? 'login.twoStep.enrolTitle' : 'login.twoStep.codeTitle')}
      </h2>
      <p>{t(enrolling ? 'login.twoStep.enrolIntro' : 'login.twoStep.codeIntro')}</p>
      {step.step === 'enrol' && <EnrolmentKey enrolment={step.enrolment} />}
      <FormAlert ref={form.alertRef} message={form.alert} />
      <TextField
        {...form.field('code')}
        label={t(enrolling ? 'login.twoStep.enrolCode' : 'login.twoStep.code')}
        autoComplete="one-time-code"
        inputMode={enrolling ? 'numeric' : 'text'}
        spellCheck={false}
        required
      />
      <CheckField
        {...form.check('remember')}
        label={t('login.twoStep.remember')}
        hint={t('login.twoStep.rememberHint')}
      />
      <SubmitButton
        busy={form.busy}
        label={t('login.twoStep.verify')}
        busyLabel={t('login.twoStep.verifying')}
      />
    </form>
  );
}
