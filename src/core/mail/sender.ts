/** What the From of the shop's mails is made of (site settings' email and company name). */
export interface SenderSettings {
  fromName: string;
  fromAddress: string;
  companyName: string;
}

/** `"Name" <address>` → its parts; a bare address has no name. */
export function splitMailbox(mailbox: string): { name: string; address: string } {
  const angled = /^(.*)<([^<>]+)>\s*$/.exec(mailbox);
  if (!angled) return { name: '', address: mailbox.trim() };
  return {
    name: (angled[1] ?? '').trim().replace(/^"(.*)"$/, '$1'),
    address: (angled[2] ?? '').trim(),
  };
}

/**
 * A display name safe inside a quoted From: no line breaks (a header injection), no quotes,
 * backslashes or angle brackets (they would end the quoted name early).
 */
const displayName = (name: string) =>
  name
    .replace(/[\r\n"\\<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The From of every mail: the sender name and address the admin set in site settings; a blank
 * name falls back to the company name, then to the environment's (MAIL_FROM); a blank address
 * to the environment's, which the deploy check requires in production.
 */
export function senderMailbox(settings: SenderSettings, envDefault: string): string {
  const fallback = splitMailbox(envDefault);
  const address = settings.fromAddress.trim() || fallback.address;
  const name =
    displayName(settings.fromName) ||
    displayName(settings.companyName) ||
    displayName(fallback.name);
  return name ? `"${name}" <${address}>` : address;
}
