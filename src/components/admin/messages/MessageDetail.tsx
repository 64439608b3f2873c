import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { forwardRef, useId } from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import type { CallerAuth } from '../../../state/api-client';
import { ActionButton } from '../reviews/ActionButton';
import type { AdminMessage } from './admin-message';
import { ReplyForm } from './ReplyForm';
import { languageKey } from '../reviews/language-key';

interface Props {
  auth: CallerAuth;
  message: AdminMessage;
  moving: boolean;
  onMove: (message: AdminMessage) => void;
  onReplied: (message: AdminMessage) => void;
}

/** An open message: who wrote what, the earlier answer if any, a reply form and Archive. */
export const MessageDetail = forwardRef<HTMLHeadingElement, Props>(function MessageDetail(
  { auth, message, moving, onMove, onReplied },
  headingRef,
) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const headingId = useId();
  const text = (key: string) => t(`adminPeople.messages.${key}`);
  const archived = message.status === 'A';
  return (
    <section aria-labelledby={headingId} className="card card-body mb-3">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h5">
        {message.subject || text('noSubject')}
      </h2>
      <dl className="row mb-2 small">
        <dt className="col-sm-3">{text('from')}</dt>
        <dd className="col-sm-9">{message.name}</dd>
        <dt className="col-sm-3">{text('email')}</dt>
        <dd className="col-sm-9">
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt className="col-sm-3">{text('date')}</dt>
        <dd className="col-sm-9">{formatPostDate(message.createdAt, language)}</dd>
        <dt className="col-sm-3">{text('language')}</dt>
        <dd className="col-sm-9">{t(`adminPeople.lng.${languageKey(message.lng)}`)}</dd>
      </dl>
      <p style={{ whiteSpace: 'pre-line' }}>{message.message}</p>
      {message.reply && (
        <div className="border-start border-3 ps-3 mb-3">
          <h3 className="h6">
            {t('adminPeople.messages.earlierReply', {
              date: message.repliedAt ? formatPostDate(message.repliedAt, language) : '',
            })}
          </h3>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {message.reply}
          </p>
        </div>
      )}
      <div>
        <ActionButton
          label={archived ? text('unarchive') : text('archive')}
          busyLabel={t('formField.saving')}
          busy={moving}
          onClick={() => onMove(message)}
        />
      </div>
      <ReplyForm key={message._id} auth={auth} message={message} onSent={onReplied} />
    </section>
  );
});
