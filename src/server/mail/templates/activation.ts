import type { MailLanguage } from '../links';
import { composeMail, count } from './compose';
import type { MailContent } from './mail-content';

/** The link that activates a new account (sign-up, or a sign-in before activation). */
export function activationMail(p: {
  lng: MailLanguage;
  nickName: string;
  link: string;
  expiresInDays: number;
}): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', 'Attiva il tuo account', [
      `Ciao ${p.nickName},`,
      'grazie per la registrazione. Per attivare il tuo account apri questo link:',
      { link: p.link, label: "Attiva l'account" },
      `Il link scade tra ${count(p.expiresInDays, 'giorno', 'giorni')}. Se non hai chiesto tu la registrazione, ignora pure questa email.`,
    ]);
  }
  return composeMail('en', 'Activate your account', [
    `Hello ${p.nickName},`,
    'Thank you for signing up. To activate your account, open this link:',
    { link: p.link, label: 'Activate my account' },
    `The link expires in ${count(p.expiresInDays, 'day', 'days')}. If you did not sign up, you can ignore this email.`,
  ]);
}
