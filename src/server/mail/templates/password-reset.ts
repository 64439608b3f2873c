import type { MailContent } from './mail-content';
import { timedLinkMail, type TimedLinkMail } from './timed-link';

/** The single-use link to choose a new password (forgot password). */
export const passwordResetMail = (p: TimedLinkMail): MailContent =>
  timedLinkMail(p, (part) => `mail.passwordReset.${part}`);
