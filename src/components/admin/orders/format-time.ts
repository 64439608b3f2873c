/** The site's English is British (day before month), as formatPostDate's. */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT' };

/**
 * When something happened to an order, to the minute, in the administrator's own time zone
 * (formatPostDate gives only the day). '' when the date cannot be read.
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language] ?? language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
