import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

const DATE_LOCALES: Record<MailLanguage, string> = { en: 'en-GB', it: 'it-IT' };

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
  lng: MailLanguage;
  name: string;
  subject: string;
  message: string;
  sentAt: Date;
  reply: string;
}): MailContent {
  const date = p.sentAt.toLocaleDateString(DATE_LOCALES[p.lng], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const subject = p.subject.trim();
  if (p.lng === 'it') {
    return composeMail('it', `Re: ${subject || 'il tuo messaggio'}`, [
      `Ciao ${p.name},`,
      p.reply.trim(),
      'Per qualsiasi altra domanda puoi rispondere direttamente a questa mail.',
      `Il ${date} ci hai scritto:`,
      quote(p.message),
    ]);
  }
  return composeMail('en', `Re: ${subject || 'your message'}`, [
    `Hello ${p.name},`,
    p.reply.trim(),
    'If you have any other question, just reply to this mail.',
    `On ${date} you wrote:`,
    quote(p.message),
  ]);
}
