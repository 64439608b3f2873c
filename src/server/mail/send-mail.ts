import { isDeployed } from '../config/runtime';
import { mailFrom, smtpSettings } from './mail-settings';
import type { OutgoingMail } from './outgoing-mail';
import { saveToOutbox } from './outbox';
import { smtpTransporter } from './smtp-transport';

/**
 * Sends one mail: over SMTP when SMTP_HOST is set, else into the local outbox
 * (`npm run outbox` shows it). Rejects when the server refuses the mail, so the caller can
 * tell the customer; in production without SMTP it rejects too, because a mail that silently
 * goes nowhere (an activation link, a password reset) locks customers out. `from` is the
 * shop's sender (shopSender); without it, the environment's (MAIL_FROM).
 */
export async function sendMail(mail: OutgoingMail, from = mailFrom()): Promise<void> {
  // Same answer from both transports: SMTP refuses a mail without a recipient, so must the outbox.
  if (!mail.to.trim()) throw new Error('sendMail: the mail has no recipient');
  const smtp = smtpSettings();
  if (smtp) {
    await (
      await smtpTransporter(smtp)
    ).sendMail({
      from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return;
  }
  if (isDeployed()) {
    throw new Error(
      'Mail is not configured: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM) to send mail in production',
    );
  }
  await saveToOutbox(mail, from);
  console.log(`[mail] outbox: ${mail.to} — ${mail.subject}`);
}
