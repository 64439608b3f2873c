import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** Sent once the subscription is confirmed; like every newsletter mail, it says how to leave. */
export function newsletterWelcomeMail(p: { lng: Language; unsubscribeLink: string }): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.newsletterWelcome.subject'), [
    t('mail.greetingNoName'),
    t('mail.newsletterWelcome.body'),
    t('mail.newsletterWelcome.leave'),
    { link: p.unsubscribeLink, label: t('mail.newsletterWelcome.unsubscribe'), plain: true },
  ]);
}
