import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** Sent once the subscription is confirmed; like every newsletter mail, it says how to leave. */
export function newsletterWelcomeMail(p: {
  lng: MailLanguage;
  unsubscribeLink: string;
}): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', 'Iscrizione alla newsletter confermata', [
      'Ciao,',
      'la tua iscrizione è confermata: da ora riceverai a questo indirizzo le nostre novità e offerte.',
      "Puoi annullare l'iscrizione in qualsiasi momento con questo link:",
      { link: p.unsubscribeLink, label: "Annulla l'iscrizione", plain: true },
    ]);
  }
  return composeMail('en', 'Your newsletter subscription is confirmed', [
    'Hello,',
    'Your subscription is confirmed: from now on you will receive our news and offers at this address.',
    'You can unsubscribe at any time with this link:',
    { link: p.unsubscribeLink, label: 'Unsubscribe', plain: true },
  ]);
}
