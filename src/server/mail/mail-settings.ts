import { splitMailbox } from '../../core/mail/sender';
import { envNumber } from '../config/env-number';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  /**
   * Refuse to send unless the connection is upgraded with STARTTLS (port 587/25); false only
   * when SMTP_REQUIRE_TLS=false, for a local server without TLS. Moot when `secure`.
   */
  requireTLS: boolean;
  user?: string;
  pass?: string;
}

const DEFAULT_FROM = '"Shop" <no-reply@localhost>';

/** Empty counts as unset, as everywhere else: a copied .env.example leaves `NAME=`. */
function env(name: string): string | undefined {
  return process.env[name]?.trim() || undefined;
}

function envBoolean(name: string, fallback: boolean): boolean {
  const raw = env(name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`${name} must be true or false, not "${process.env[name]}"`);
}

/** The SMTP server from the environment, or null when SMTP_HOST is not set. */
export function smtpSettings(): SmtpSettings | null {
  const host = env('SMTP_HOST');
  if (!host) return null;
  const port = envNumber('SMTP_PORT', 587);
  if (port > 65535) throw new Error(`SMTP_PORT must be a port number, not "${port}"`);
  // Port 465 speaks TLS from the first byte; 587 and 25 start plain and upgrade (STARTTLS).
  const secure = envBoolean('SMTP_SECURE', port === 465);
  // Without it nodemailer sends in the clear (password and reset links included) whenever the
  // server, or someone in between, does not offer STARTTLS.
  const requireTLS = envBoolean('SMTP_REQUIRE_TLS', true);
  const user = env('SMTP_USER');
  // Passwords may legitimately start or end with spaces: only an empty one counts as unset.
  const pass = process.env.SMTP_PASS || undefined;
  return {
    host,
    port,
    secure,
    requireTLS,
    ...(user ? { user } : {}),
    ...(pass ? { pass } : {}),
  };
}

/** The sender of every mail the shop sends, e.g. `"Borse" <shop@example.com>`. */
export function mailFrom(): string {
  return env('MAIL_FROM') ?? DEFAULT_FROM;
}

/** The bare address of `"Name" <address>` (or of a bare address). */
export function addressOf(mailbox: string): string {
  return splitMailbox(mailbox).address;
}
