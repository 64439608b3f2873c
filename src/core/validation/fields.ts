import * as z from 'zod';

/**
 * Field building blocks shared by the form schemas. A missing field and an empty one give the
 * same message, so the customer reads one sentence whatever the form sent.
 */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const optionalText = (max = 200) =>
  z.string().trim().max(max, `At most ${max} characters`).default('');

/** Emails are trimmed and lower-cased: they are compared case-insensitively everywhere. */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .min(1, message)
    .max(254, message)
    .pipe(z.email({ error: message }));

/** A mailed link's key as it comes back from its page; anything else is simply an invalid link. */
export const mailedLinkKey = z.string().trim().min(1).max(200);
