import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The single-use link to choose a new password (forgot password). */
export function passwordResetMail(p: {
  lng: Language;
  /** The customer's first name, else their nickname: the greeting's. */
  name: string;
  link: string;
  expiresInMinutes: number;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.passwordReset.subject'), [
    t('mail.greeting', { name: p.name }),
    t('mail.passwordReset.intro'),
    { link: p.link, label: t('mail.passwordReset.button') },
    t('mail.passwordReset.expiry', { count: p.expiresInMinutes }),
  ]);
}
