import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

/** Each line of the sender's message behind "> ", as mail clients quote. */
function quote(message: string): string {
  return message
    .trim()
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The shop's answer to a contact form message, in the language the sender wrote in, quoting
 * what they wrote. Send it with `replyTo` set to the shop's contact address, so their answer
 * comes back to the shop.
 */
export function messageReplyMail(p: {
  lng: Language;
  name: string;
  subject: string;
  message: string;
  sentAt: Date;
  reply: string;
}): MailContent {
  const t = mailTexts(p.lng);
  const date = p.sentAt.toLocaleDateString(DATE_LOCALES[p.lng], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const subject = p.subject.trim() || t('mail.messageReply.subjectFallback');
  return composeMail(p.lng, t('mail.messageReply.subject', { subject }), [
    t('mail.greeting', { name: p.name }),
    p.reply.trim(),
    t('mail.messageReply.more'),
    t('mail.messageReply.quoted', { date }),
    quote(p.message),
  ]);
}
