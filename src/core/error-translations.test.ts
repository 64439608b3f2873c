import { describe, expect, it } from 'vitest';
import en from '../locales/en/errors.json';
import it_ from '../locales/it/errors.json';
import { ALL_ERROR_MESSAGES } from './api-errors';

describe('spec 8: the error catalogue in both languages', () => {
  it('keeps the English texts word for word', () => {
    expect(en).toEqual(ALL_ERROR_MESSAGES);
  });

  it('translates every code into Italian', () => {
    expect(Object.keys(it_).sort()).toEqual(Object.keys(ALL_ERROR_MESSAGES).sort());
    for (const [code, text] of Object.entries(it_)) {
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toBe(ALL_ERROR_MESSAGES[code as keyof typeof ALL_ERROR_MESSAGES]);
    }
  });
});
