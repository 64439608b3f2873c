import type { MailLanguage } from '../links';
import { composeMail, count } from './compose';
import type { MailContent } from './mail-content';

/** The single-use link to choose a new password (forgot password). */
export function passwordResetMail(p: {
  lng: MailLanguage;
  nickName: string;
  link: string;
  expiresInMinutes: number;
}): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', 'Reimposta la password', [
      `Ciao ${p.nickName},`,
      'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Per sceglierne una nuova apri questo link:',
      { link: p.link, label: 'Scegli una nuova password' },
      `Il link si può usare una sola volta e scade tra ${count(p.expiresInMinutes, 'minuto', 'minuti')}. Se la richiesta non è partita da te, ignora questa email: la tua password resta quella di prima.`,
    ]);
  }
  return composeMail('en', 'Reset your password', [
    `Hello ${p.nickName},`,
    'We received a request to reset the password of your account. To choose a new password, open this link:',
    { link: p.link, label: 'Choose a new password' },
    `The link works once and expires in ${count(p.expiresInMinutes, 'minute', 'minutes')}. If you did not ask for this, ignore this email: your password stays as it is.`,
  ]);
}
