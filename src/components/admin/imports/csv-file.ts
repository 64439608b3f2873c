/** The contract's limit on an import body (docs/api-admin.md, "Imports and exports"). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

export type CsvFileProblem = 'tooLarge' | 'empty' | 'notCsv';

/**
 * Why a chosen file cannot be sent, before reading it: too big for the API (refused here rather
 * than after a long upload), empty, or plainly not a CSV file. The `accept` attribute only
 * filters the picker; a dropped or "All files" choice can be anything.
 */
export function csvFileProblem(file: {
  name: string;
  size: number;
  type: string;
}): CsvFileProblem | null {
  if (file.size > MAX_CSV_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  const csvName = /\.csv$/i.test(file.name);
  const csvType = file.type === 'text/csv' || file.type === 'application/csv';
  if (!csvName && !csvType) return 'notCsv';
  return null;
}

/** A size as the admin reads it: "812 KB", "4.7 MB". */
export function fileSizeText(bytes: number, language: string): string {
  const kb = bytes / 1024;
  const format = (value: number, digits: number) =>
    value.toLocaleString(language, { maximumFractionDigits: digits });
  if (kb < 1024) return `${format(Math.max(1, Math.round(kb)), 0)} KB`;
  return `${format(kb / 1024, 1)} MB`;
}

/** The file name a download gets: the server's (Content-Disposition) or ours. */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return safeName(decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, '')), fallback);
    } catch {
      // A malformed escape: the plain filename= or ours will do.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = plain?.[2] ?? plain?.[1];
  return name ? safeName(name.trim(), fallback) : fallback;
}

// Only a base name: a header naming a path must not choose where the file goes.
function safeName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.length > 0 ? base : fallback;
}
