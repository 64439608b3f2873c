import { looksLikeEmail } from '../../../core/forms/field-problems';
import { basisPointsFromPercentText, centsFromEuroText } from '../../../core/money/decimal-text';
import type { Problem } from './types';

/*
 * The client's copies of the server's rules (src/core/validation/admin-reference.ts), by hand
 * so that zod stays out of the browser bundle. They only spare a round trip: the server
 * checks again and its answer wins.
 */

type Rule = (text: string) => boolean;

export const RULES = {
  required: (text) => text.trim() !== '',
  hex: (text) => /^(#[0-9a-fA-F]{6})?$/.test(text.trim()),
  days: (text) => {
    const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
    return !!match && (match[2] === undefined || Number(match[1]) <= Number(match[2]));
  },
  countryCode: (text) => /^[A-Za-z]{2}$/.test(text.trim()),
  money: (text) => centsFromEuroText(text) !== null,
  percent: (text) => basisPointsFromPercentText(text) !== null,
  youtubeId: (text) => /^[A-Za-z0-9_-]{11}$/.test(text.trim()),
  email: (text) => text.trim() === '' || looksLikeEmail(text),
  website: (text) => text.trim() === '' || /^https?:\/\/\S+$/i.test(text.trim()),
  imageKey: (text) => {
    const key = text.trim().replace(/^\/images\//, '');
    return (
      key.length <= 300 &&
      /^[a-z0-9/_.-]*$/.test(key) &&
      (key === '' || key.split('/').every((s) => s !== '' && !s.startsWith('.')))
    );
  },
  sort: (text) => /^\d{1,7}$/.test(text.trim()) && Number(text) <= 1_000_000,
} satisfies Record<Problem, Rule>;

/**
 * The first failed rule of each field: `{ name: ['required'] }` checks values.name. A field
 * passes when all its rules do.
 */
export function checkFields<V extends Record<string, unknown>>(
  values: V,
  rules: Partial<Record<keyof V & string, readonly Problem[]>>,
): Partial<Record<keyof V & string, Problem>> {
  const problems: Partial<Record<keyof V & string, Problem>> = {};
  for (const name of Object.keys(rules) as (keyof V & string)[]) {
    const value = values[name];
    const text = typeof value === 'string' ? value : '';
    const failed = rules[name]?.find((problem) => !RULES[problem](text));
    if (failed) problems[name] = failed;
  }
  return problems;
}

/** A whole number the sort field holds (0 when it is not one; the check refuses that first). */
export const sortNumber = (text: string): number => {
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

/** The key an image field holds, as the server stores it. */
export const imageKey = (text: string): string => text.trim().replace(/^\/images\//, '');
