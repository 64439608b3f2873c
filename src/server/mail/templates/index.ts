export { activationMail } from './activation';
export { contactMessageMail } from './contact-message';
export type { MailContent } from './mail-content';
export { newsletterConfirmMail } from './newsletter-confirm';
export { newsletterWelcomeMail } from './newsletter-welcome';
export { passwordChangedMail } from './password-changed';
export { passwordResetMail } from './password-reset';
