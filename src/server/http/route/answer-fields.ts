import * as z from 'zod';
import { CONTENT_LANGUAGES } from '../../../core/routes/languages';

/*
 * Fields many answers hold, as the wire carries them: the schemas of answers (schemaAnswer)
 * build on these so an id, a time or a language reads the same in every entry of the document.
 */

/** A record's uuid. */
export const recordId = (what: string) => z.guid().describe(what);

/** A moment as `Date.toISOString()` writes it (UTC, with milliseconds). */
export const isoTime = (what: string) => z.iso.datetime().describe(what);

/** The API's content code of a language: eng or ita. */
export const contentLanguageField = (what: string) => z.enum(CONTENT_LANGUAGES).describe(what);

/** A count, or an amount that cannot be below zero. */
export const wholeNumber = (what: string) => z.number().int().nonnegative().describe(what);
