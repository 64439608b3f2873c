import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/**
 * Security notice after a password reset or change: if the customer did not do it, the mail
 * is how they find out, so it carries the way back in (the forgot-password page).
 */
export function passwordChangedMail(p: { lng: MailLanguage; nickName: string }): MailContent {
  const forgotPassword = siteLink(p.lng, '/forgot_password');
  if (p.lng === 'it') {
    return composeMail('it', 'La tua password è stata cambiata', [
      `Ciao ${p.nickName},`,
      'la password del tuo account è appena stata cambiata.',
      "Se il cambio l'hai fatto tu, non devi fare altro. Altrimenti qualcun altro potrebbe conoscere la tua password: scegline subito una nuova con questo link:",
      { link: forgotPassword, label: 'Reimposta la password' },
    ]);
  }
  return composeMail('en', 'Your password has been changed', [
    `Hello ${p.nickName},`,
    'The password of your account has just been changed.',
    'If you made this change, there is nothing else to do. If you did not, someone else may know your password: choose a new one straight away with this link:',
    { link: forgotPassword, label: 'Reset my password' },
  ]);
}
