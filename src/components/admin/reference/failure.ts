import { ApiCallError } from '../../../state/api-client';
import type { FormErrors } from '../../ui/forms/field-errors';
import { errorText, type TranslateWith } from '../../ui/forms/form-failure';
import type { Problem } from './types';
import { localText } from '../../../core/routes/languages';

/*
 * What a failed save or delete of a reference record means on screen, in the page's language.
 * The API's field messages are English texts of the server's rules; the ones the screens know
 * are shown in their own words (adminReference.problem.*), the rest as sent.
 */

const PROBLEM_BY_MESSAGE: Record<string, Problem | 'unknownBrand' | 'unknownTaxRate'> = {
  'Enter a name': 'required',
  'Enter days as a number or a range such as 3-5': 'days',
  'Enter a two-letter country code': 'countryCode',
  'Not a valid image key': 'imageKey',
  'Enter the 11-character YouTube video id': 'youtubeId',
  'Enter a colour such as #1a2b3c': 'hex',
  'Whole cents only': 'money',
  'Whole basis points only': 'percent',
  'Not a valid email address': 'email',
  'Enter an address starting with https://': 'website',
  'Unknown brand': 'unknownBrand',
  'Unknown tax rate': 'unknownTaxRate',
};

const TOO_LONG = /^At most (\d+) characters$/;

/** One of the API's field messages in the page's language. */
export function fieldMessage(message: string, t: TranslateWith): string {
  const tooLong = TOO_LONG.exec(message.trim());
  if (tooLong) return t('formField.tooLong', { max: Number(tooLong[1]) });
  const problem = PROBLEM_BY_MESSAGE[message.trim()];
  return problem ? t(`adminReference.problem.${problem}`) : message;
}

/**
 * A failed POST (fields by the form's value names, the rest for the form's alert): 400 field errors and 409 ALREADY_EXISTS beside the fields they name (an API
 * path such as banner.image goes to the value `apiFields` names), anything else in the alert.
 */
export function explainSaveFailure(
  err: unknown,
  t: TranslateWith,
  formFields: readonly string[],
  apiFields: Record<string, string> = {},
): FormErrors {
  if (!(err instanceof ApiCallError)) return { fields: {}, alert: errorText(err, t) };
  const fields: FormErrors['fields'] = {};
  const stray: string[] = [];
  for (const { field, message } of err.fields) {
    const name = apiFields[field] ?? field;
    const text =
      err.code === 'ALREADY_EXISTS'
        ? t(`adminReference.duplicate.${name}`, { defaultValue: message })
        : fieldMessage(message, t);
    if (!formFields.includes(name)) stray.push(text);
    else fields[name] ??= text;
  }
  if (stray.length > 0) return { fields, alert: [...new Set(stray)].join(' ') };
  if (Object.keys(fields).length > 0) return { fields, alert: t('formField.fixErrors') };
  return { fields, alert: errorText(err, t) };
}

/** "sub-categories" → "subCategories", "address book entries" → "addressBookEntries". */
const textKey = (what: string) =>
  what.toLowerCase().replace(/[^a-z0-9]+([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * Where a record the API refused to delete is still used (409 IN_USE), one line per place:
 * "Used by 12 products". The error's fields carry `usedBy` as { field: what, message }; the
 * count is the message's number.
 */
export function usedByLines(err: unknown, t: TranslateWith): string[] {
  if (!(err instanceof ApiCallError) || err.code !== 'IN_USE') return [];
  return err.fields.map(({ field, message }) => {
    const count = Number(/\d+/.exec(message)?.[0] ?? 1);
    return t(`adminReference.usedBy.${textKey(field)}`, { count, defaultValue: message });
  });
}

/** A product that keeps a refused record in use, as the 409 IN_USE answer names it. */
export interface UsingProduct {
  sku: string;
  name: string;
  itaName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The products a refused delete names (the first few, by sku) and how many use the record in
 * all; null when the refusal is not about products.
 */
export function usingProducts(err: unknown): { shown: UsingProduct[]; count: number } | null {
  if (!(err instanceof ApiCallError) || err.code !== 'IN_USE') return null;
  const usedBy = Array.isArray(err.extra.usedBy) ? (err.extra.usedBy as unknown[]) : [];
  const entry = usedBy.find((u) => isRecord(u) && u.what === 'products');
  if (!isRecord(entry) || !Array.isArray(entry.products)) return null;
  const shown = (entry.products as unknown[]).filter(isRecord).map((p) => ({
    sku: String(p.sku ?? ''),
    name: String(p.name ?? ''),
    itaName: String(p.itaName ?? ''),
  }));
  const count = typeof entry.count === 'number' ? entry.count : shown.length;
  return shown.length > 0 ? { shown, count } : null;
}

/** A sub-category or category that keeps a refused record in use (409 IN_USE's `records`). */
export interface UsingRecord {
  _id: number;
  name: string;
  itaName: string;
}

/**
 * The sub-categories (of a category) or categories (showing a brand) a refused delete names,
 * the first few by name, and how many there are; null when the refusal names none.
 */
export function usingRecords(
  err: unknown,
): { what: 'sub-categories' | 'categories'; shown: UsingRecord[]; count: number } | null {
  if (!(err instanceof ApiCallError) || err.code !== 'IN_USE') return null;
  const usedBy = Array.isArray(err.extra.usedBy) ? (err.extra.usedBy as unknown[]) : [];
  const entry = usedBy.find(
    (u) => isRecord(u) && (u.what === 'sub-categories' || u.what === 'categories'),
  );
  if (!isRecord(entry) || !Array.isArray(entry.records)) return null;
  const shown = (entry.records as unknown[]).filter(isRecord).map((r) => ({
    _id: Number(r._id),
    name: String(r.name ?? ''),
    itaName: String(r.itaName ?? ''),
  }));
  const what = entry.what === 'categories' ? 'categories' : 'sub-categories';
  const count = typeof entry.count === 'number' ? entry.count : shown.length;
  return shown.length > 0 ? { what, shown, count } : null;
}

/** A record's name in the page's language: its Italian name when it has one and the page is Italian. */
export function nameInLanguage(record: unknown, english: string, language: string): string {
  const itaName = isRecord(record) && typeof record.itaName === 'string' ? record.itaName : '';
  return localText(english, itaName, language);
}
