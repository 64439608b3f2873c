import { describe, expect, it } from 'vitest';
import en from '../locales/en/translation.json';
import it_ from '../locales/it/translation.json';
import { ALL_ERROR_MESSAGES } from './api-errors';

/** The catalogue's entries in a locale file, keyed "error.<CODE>". */
function errorEntries(locale: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(locale)
      .filter(([key]) => key.startsWith('error.'))
      .map(([key, text]) => [key.slice('error.'.length), text]),
  );
}

describe('spec 8: the error catalogue in both languages', () => {
  it('keeps the English texts word for word', () => {
    expect(errorEntries(en)).toEqual(ALL_ERROR_MESSAGES);
  });

  it('translates every code into Italian', () => {
    const italian = errorEntries(it_);
    expect(Object.keys(italian).sort()).toEqual(Object.keys(ALL_ERROR_MESSAGES).sort());
    for (const [code, text] of Object.entries(italian)) {
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toBe(ALL_ERROR_MESSAGES[code as keyof typeof ALL_ERROR_MESSAGES]);
    }
  });
});
