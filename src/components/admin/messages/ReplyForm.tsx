import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState, type FormEvent } from 'react';
import type { messageReply } from '../../../server/admin/messages/admin-message-routes';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { FormAlert, SubmitButton } from '../../ui/forms/FormField';
import { explainFailure } from '../../ui/forms/form-failure';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { REPLY_MAX, replyProblem, type AdminMessage } from './admin-message';

/**
 * The answer to a message, mailed to its sender. A failed send (503 MAIL_UNAVAILABLE when the
 * mail server is down) keeps what was typed, so the admin can simply try again.
 */
export function ReplyForm({
  auth,
  message,
  onSent,
}: {
  auth: CallerAuth;
  message: AdminMessage;
  onSent: (message: AdminMessage) => void;
}) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const [reply, setReply] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = replyProblem(reply);
    setAlert('');
    if (problem) {
      setFieldError(t(`adminPeople.messages.${problem}`));
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    setFieldError('');
    setBusy(true);
    try {
      const answer = await apiPost<typeof messageReply>(
        'admin_message_reply',
        { _id: message._id, reply },
        auth,
      );
      setReply('');
      notify(t('adminPeople.messages.replySent', { email: message.email }), 'success');
      onSent(answer.message);
    } catch (err) {
      if (sessionGone(err)) return;
      const failure = explainFailure(err, t, 'adminPeople.messages.field', ['reply']);
      setFieldError(failure.fields.reply ?? '');
      setAlert(failure.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-3">
      <h3 className="h6">{t('adminPeople.messages.replyHeading', { email: message.email })}</h3>
      <FormAlert ref={alertRef} message={alert} />
      <TextAreaField
        name="reply"
        label={t('adminPeople.messages.reply')}
        value={reply}
        onValueChange={setReply}
        error={fieldError}
        hint={t('adminPeople.messages.replyHint', { typed: reply.length })}
        required
        maxLength={REPLY_MAX}
        rows={6}
      />
      <SubmitButton
        busy={busy}
        label={t('adminPeople.messages.send')}
        busyLabel={t('formField.sending')}
      />
    </form>
  );
}
