import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailProblem } from '../../core/forms/field-problems';
import type { newsletterSignUp } from '../../server/newsletter/newsletter-routes';
import { apiPost } from '../../state/api-client';
import { explainFailure } from '../ui/forms/form-failure';
import { FormAlert, SubmitButton } from '../ui/forms/FormField';
import { VisitorEmailField } from '../ui/forms/VisitorEmailField';
import { useForm } from '../ui/forms/use-form';
import { useContentLanguage } from '../site/use-content-language';

/**
 * Newsletter sign-up (POST newsletter): the address gets a confirmation link, and nothing is
 * sent until it is followed (double opt-in). The answer is the same whether or not the address
 * was known, so the form says the same to everyone.
 */
export function NewsletterForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <p ref={sentRef} tabIndex={-1} role="status" className="mb-0" data-testid="newsletter-sent">
        {t('newsletter.checkInbox')}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    const problem = emailProblem(email);
    void form.submit(
      problem ? { email: t(`error.${problem}`) } : {},
      async () => {
        await apiPost<typeof newsletterSignUp>('newsletter', { email, lng });
        setSent(true);
      },
      (err) => explainFailure(err, t, 'newsletter.error', ['email']),
    );
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('newsletter.formLabel')}
      data-testid="newsletter-form"
    >
      <FormAlert ref={form.alertRef} message={form.alert} />
      <VisitorEmailField
        className={compact ? 'mb-2' : 'mb-3'}
        binding={form.field('email')}
        label={t('newsletter.email')}
      />
      <SubmitButton
        busy={form.busy}
        label={t('newsletter.submit')}
        busyLabel={t('formField.sending')}
        className={compact ? 'btn btn-sm btn-shop' : 'btn btn-shop'}
      />
    </form>
  );
}
