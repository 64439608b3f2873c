import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSettings } from './mail-settings';

type SmtpTransporter = Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;

let cached: { key: string; transporter: SmtpTransporter } | undefined;

/** What nodemailer is given for the shop's settings. */
export function smtpTransportOptions(settings: SmtpSettings): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    // A function has about ten seconds: a server that does not answer must fail the call
    // (so the caller can tell the customer) rather than hang until the platform kills it.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 8_000,
  };
}

/**
 * One transporter per process, rebuilt only when the settings change (tests point it at
 * their own server). Not pooled: a function instance sends a mail now and then, and an idle
 * pooled connection would be cut by the server between invocations anyway.
 */
export async function smtpTransporter(settings: SmtpSettings): Promise<SmtpTransporter> {
  const key = JSON.stringify(settings);
  if (cached?.key === key) return cached.transporter;
  cached?.transporter.close();
  // nodemailer is loaded by the first mail this process sends, not at the function's start.
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(smtpTransportOptions(settings));
  cached = { key, transporter };
  return transporter;
}
