import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

const LANGUAGE_NAMES: Record<MailLanguage, string> = { en: 'English', it: 'Italian' };

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
  lng: MailLanguage;
}): MailContent {
  const subject = p.subject.trim();
  const language = LANGUAGE_NAMES[p.lng];
  return composeMail('en', `Contact form: ${subject || `message from ${p.name}`}`, [
    'New message from the contact form.',
    [
      `From: ${p.name} <${p.email}>`,
      `Language: ${language}`,
      `Subject: ${subject || '(none)'}`,
    ].join('\n'),
    p.message.trim(),
    `To answer, write to ${p.email} (in ${language}).`,
  ]);
}
