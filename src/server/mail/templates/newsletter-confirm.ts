import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** Double opt-in: nobody is subscribed until the address's owner opens this link. */
export function newsletterConfirmMail(p: { lng: Language; link: string }): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.newsletterConfirm.subject'), [
    t('mail.greetingNoName'),
    t('mail.newsletterConfirm.intro'),
    { link: p.link, label: t('mail.newsletterConfirm.button') },
    t('mail.newsletterConfirm.ignore'),
  ]);
}
