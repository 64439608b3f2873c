import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The link that activates a new account (sign-up, or a sign-in before activation). */
export function activationMail(p: {
  lng: Language;
  /** The customer's first name, else their nickname: the greeting's. */
  name: string;
  link: string;
  /** "This wasn't me": stops further activation mails to the address (/not_me). */
  refuseLink: string;
  expiresInDays: number;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.activation.subject'), [
    t('mail.greeting', { name: p.name }),
    t('mail.activation.intro'),
    { link: p.link, label: t('mail.activation.button') },
    t('mail.activation.expiry', { count: p.expiresInDays }),
    t('mail.activation.notMeIntro'),
    { link: p.refuseLink, label: t('mail.activation.notMe'), plain: true },
  ]);
}
