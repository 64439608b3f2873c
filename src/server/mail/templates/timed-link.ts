import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

export interface TimedLinkMail {
  lng: Language;
  /** The customer's first name, else their nickname: the greeting's. */
  name: string;
  link: string;
  expiresInMinutes: number;
}

/** The four texts of such a mail, each under the mail's own key in mail.json. */
type Part = 'subject' | 'intro' | 'button' | 'expiry';
type LinkMailKey = 'passwordReset' | 'signInLink';

/**
 * A single-use link that runs out in minutes: a greeting, what the link does, its button and
 * how long it lasts. Only the words differ between the mails.
 */
export function timedLinkMail(
  p: TimedLinkMail,
  key: <P extends Part>(part: P) => `mail.${LinkMailKey}.${P}`,
): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t(key('subject')), [
    t('mail.greeting', { name: p.name }),
    t(key('intro')),
    { link: p.link, label: t(key('button')) },
    t(key('expiry'), { count: p.expiresInMinutes }),
  ]);
}
