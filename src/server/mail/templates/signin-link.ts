import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The single-use link that signs in without the password (issue 28.3). */
export function signInLinkMail(p: {
  lng: Language;
  /** The customer's first name, else their nickname: the greeting's. */
  name: string;
  link: string;
  expiresInMinutes: number;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.signInLink.subject'), [
    t('mail.greeting', { name: p.name }),
    t('mail.signInLink.intro'),
    { link: p.link, label: t('mail.signInLink.button') },
    t('mail.signInLink.expiry', { count: p.expiresInMinutes }),
  ]);
}
