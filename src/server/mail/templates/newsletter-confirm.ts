import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** Double opt-in: nobody is subscribed until the address's owner opens this link. */
export function newsletterConfirmMail(p: { lng: MailLanguage; link: string }): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', "Conferma l'iscrizione alla newsletter", [
      'Ciao,',
      "per ricevere la nostra newsletter a questo indirizzo, conferma l'iscrizione aprendo questo link:",
      { link: p.link, label: "Conferma l'iscrizione" },
      "Se non hai chiesto tu l'iscrizione, ignora questa email: non riceverai nulla da noi.",
    ]);
  }
  return composeMail('en', 'Confirm your newsletter subscription', [
    'Hello,',
    'To receive our newsletter at this address, please confirm your subscription by opening this link:',
    { link: p.link, label: 'Confirm my subscription' },
    'If you did not ask to subscribe, ignore this email: you will not receive anything from us.',
  ]);
}
