import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useRef, useState, type FormEvent } from 'react';
import { emailProblem } from '../../core/forms/field-problems';
import type { contactUs } from '../../server/contact/contact-routes';
import { apiPost } from '../../state/api-client';
import type { FieldMessages } from '../ui/forms/field-errors';
import { explainFailure } from '../ui/forms/form-failure';
import { FormAlert, SubmitButton, TextField } from '../ui/forms/FormField';
import { VisitorEmailField } from '../ui/forms/VisitorEmailField';
import { TextAreaField } from '../ui/forms/TextAreaField';
import { useForm } from '../ui/forms/use-form';
import { useCustomer } from '../session/use-customer';
import { useContentLanguage } from '../site/use-content-language';
import { useLocalPath } from '../site/LocalLink';
import { Captcha, type CaptchaHandle } from './Captcha';

const FORM_FIELDS = ['name', 'email', 'subject', 'message'];

/**
 * /contact's message form (POST contactus). The captcha is solved in the browser first; a
 * message that fails keeps everything typed, and the captcha starts again because the server
 * uses up a solved one on every attempt.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const localPath = useLocalPath();
  const { status } = useCustomer();
  const form = useForm({
    name: '',
    email: status.loggedIn ? status.email : '',
    subject: '',
    message: '',
  });
  const { values } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const checks: FieldMessages = {};
    if (!values.name.trim()) checks.name = t('contactForm.error.name');
    const emailCode = emailProblem(values.email);
    if (emailCode === 'ENTER_EMAIL') checks.email = t('contactForm.error.email');
    if (emailCode === 'EMAIL_INVALID') checks.email = t('error.EMAIL_INVALID');
    if (!values.message.trim()) checks.message = t('contactForm.error.message');
    if (!captcha) {
      form.fail({ fields: checks, alert: t('error.NOT_A_ROBOT') });
      return;
    }
    void form.submit(
      checks,
      async () => {
        try {
          await apiPost<typeof contactUs>('contactus', {
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            lng,
            captcha,
          });
        } catch (err) {
          setCaptcha(null);
          captchaRef.current?.reset();
          throw err;
        }
        void navigate(localPath('/contacted'));
      },
      (err) => explainFailure(err, t, 'contactForm.error', FORM_FIELDS),
    );
  };

  return (
    <section className="mt-4" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="h5">
        {t('contactForm.heading')}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} data-testid="contact-form">
        <FormAlert ref={form.alertRef} message={form.alert} />
        <div className="row">
          <TextField
            className="col-md-6 mb-3"
            {...form.field('name')}
            label={t('contactForm.name')}
            autoComplete="name"
            aria-required
            maxLength={100}
          />
          <VisitorEmailField
            className="col-md-6 mb-3"
            binding={form.field('email')}
            label={t('contactForm.email')}
          />
        </div>
        <TextField
          {...form.field('subject')}
          label={t('formField.optional', { label: t('contactForm.subject') })}
          autoComplete="off"
          maxLength={200}
        />
        <TextAreaField
          {...form.field('message')}
          label={t('contactForm.message')}
          aria-required
          maxLength={5000}
          rows={6}
        />
        <div className="mb-3">
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </div>
        <SubmitButton
          busy={form.busy}
          label={t('contactForm.submit')}
          busyLabel={t('formField.sending')}
        />
      </form>
    </section>
  );
}
