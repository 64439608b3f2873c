import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/**
 * Security notice when an account's failed sign-ins fill its ceiling (issue 28.3): the owner
 * learns that someone is guessing, that the password is paused for the hour, and that a
 * mailed link still signs them in. It carries no link that signs in: whoever triggers it is
 * not the owner.
 */
export function signInAttemptsMail(p: {
  lng: Language;
  /** The customer's first name, else their nickname: the greeting's. */
  name: string;
  failures: number;
  windowMinutes: number;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.signInAttempts.subject'), [
    t('mail.greeting', { name: p.name }),
    t('mail.signInAttempts.body', { count: p.failures, minutes: p.windowMinutes }),
    t('mail.signInAttempts.link'),
    { link: siteLink(p.lng, '/login'), label: t('mail.signInAttempts.button') },
    t('mail.signInAttempts.advice'),
  ]);
}
