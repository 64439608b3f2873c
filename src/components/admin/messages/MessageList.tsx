import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { isNewMessage, type AdminMessage } from './admin-message';

/** A folder's messages, newest first; a new one is bold and says "New" in words too. */
export function MessageList({
  label,
  messages,
  openId,
  onOpen,
}: {
  label: string;
  messages: AdminMessage[];
  openId: string | null;
  onOpen: (message: AdminMessage) => void;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  return (
    <ul className="list-group mb-3" aria-label={label}>
      {messages.map((message) => {
        const fresh = isNewMessage(message);
        const open = message._id === openId;
        return (
          <li key={message._id} className="list-group-item p-0" data-testid="admin-message">
            <button
              type="button"
              className={`btn w-100 text-start rounded-0${open ? ' active' : ''}${fresh ? ' fw-bold' : ''}`}
              aria-current={open || undefined}
              onClick={() => onOpen(message)}
            >
              {fresh && (
                <span className="badge text-bg-primary me-2">{t('adminPeople.messages.new')}</span>
              )}{' '}
              {message.reply && (
                <span className="badge text-bg-secondary me-2">
                  {t('adminPeople.messages.replied')}
                </span>
              )}{' '}
              <span>{message.subject || t('adminPeople.messages.noSubject')}</span>{' '}
              <span className="d-block small fw-normal">
                {message.name} · {formatPostDate(message.createdAt, language)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
