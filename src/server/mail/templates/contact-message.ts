import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { languageName, mailTexts } from './mail-texts';

/**
 * A contact form message, for the shop (always in English). It names the language the sender
 * wrote in, so the answer goes back in that language. Send it with `replyTo` set to the
 * sender's email, so replying in the mail client reaches them.
 */
export function contactMessageMail(p: {
  name: string;
  email: string;
  subject: string;
  message: string;
  lng: Language;
}): MailContent {
  const t = mailTexts('en');
  const subject = p.subject.trim();
  const language = languageName(p.lng, 'en');
  return composeMail(
    'en',
    t('mail.contactMessage.subject', {
      subject: subject || t('mail.contactMessage.subjectFallback', { name: p.name }),
    }),
    [
      t('mail.contactMessage.intro'),
      [
        t('mail.contactMessage.from', { name: p.name, email: p.email }),
        t('mail.shop.language', { language }),
        t('mail.contactMessage.subjectLine', {
          subject: subject || t('mail.contactMessage.noSubject'),
        }),
      ].join('\n'),
      p.message.trim(),
      t('mail.contactMessage.answer', { email: p.email, language }),
    ],
  );
}
