import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/**
 * Security notice after a password reset or change: if the customer did not do it, the mail
 * is how they find out, so it carries the way back in (the forgot-password page).
 */
export function passwordChangedMail(p: {
  lng: Language; /** The customer's first name, else their nickname: the greeting's. */
  name: string;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.passwordChanged.subject'), [
    t('mail.greeting', { name: p.name }),
    t('mail.passwordChanged.body'),
    t('mail.passwordChanged.advice'),
    { link: siteLink(p.lng, '/forgot_password'), label: t('mail.passwordChanged.button') },
  ]);
}
