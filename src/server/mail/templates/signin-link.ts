import type { MailContent } from './mail-content';
import { timedLinkMail, type TimedLinkMail } from './timed-link';

/** The single-use link that signs in without the password (issue 28.3). */
export const signInLinkMail = (p: TimedLinkMail): MailContent =>
  timedLinkMail(p, (part) => `mail.signInLink.${part}`);
