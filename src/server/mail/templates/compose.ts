import type { Language } from '../../../core/routes/languages';
import { escapeHtml } from './escape-html';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** A paragraph of plain text (line breaks kept), or a link shown as a button. */
export type MailPart = string | { link: string; label: string; plain?: boolean };

const STYLE = {
  body: 'margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px',
  button:
    'display:inline-block;padding:10px 18px;background:#222;color:#ffffff;text-decoration:none;border-radius:4px',
  small: 'font-size:13px;color:#555;word-break:break-all',
};

function paragraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

function linkHtml(lng: Language, part: Exclude<MailPart, string>): string {
  const href = escapeHtml(part.link);
  if (part.plain) return `<p><a href="${href}">${escapeHtml(part.label)}</a></p>`;
  return [
    `<p><a href="${href}" style="${STYLE.button}">${escapeHtml(part.label)}</a></p>`,
    `<p style="${STYLE.small}">${escapeHtml(mailTexts(lng)('mail.buttonFallback'))}<br><a href="${href}">${href}</a></p>`,
  ].join('\n');
}

/**
 * Builds the text and HTML versions from one list of parts, so the two never say different
 * things. Every value is escaped here: templates pass raw text (names, messages) and never
 * write HTML themselves.
 */
export function composeMail(lng: Language, title: string, parts: MailPart[]): MailContent {
  // A subject is one line, whatever a caller (a contact form) put in it.
  const subject = title.replace(/\s+/g, ' ').trim();
  const text = parts.map((part) => (typeof part === 'string' ? part : part.link)).join('\n\n');
  const body = parts
    .map((part) => (typeof part === 'string' ? paragraph(part) : linkHtml(lng, part)))
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lng}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    body,
    '</div></body>',
    '</html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html: `${html}\n` };
}
