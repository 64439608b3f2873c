import { describe, expect, it } from 'vitest';
import { languageName, mailTexts, textLookup } from './mail-texts';

const texts = {
  'mail.hello': 'Hello {{name}}, order {{orderNo}}',
  'mail.blank': '',
  'mail.days_one': '{{count}} day',
  'mail.days_other': '{{count}} days',
};

describe('textLookup', () => {
  const t = textLookup('it', texts);

  it('puts the values in their places', () => {
    expect(t('mail.hello', { name: 'Anna', orderNo: 7 })).toBe('Hello Anna, order 7');
  });

  it('puts a value in once, as written, even when it looks like a place or a pattern', () => {
    expect(t('mail.hello', { name: '{{orderNo}} $& $1', orderNo: 7 })).toBe(
      'Hello {{orderNo}} $& $1, order 7',
    );
  });

  it('refuses a text the language lacks, or has empty, instead of sending a blank line', () => {
    expect(() => t('mail.missing')).toThrow('No mail text "mail.missing" in "it"');
    expect(() => t('mail.blank')).toThrow('No mail text "mail.blank" in "it"');
  });

  it('refuses a text whose place has no value', () => {
    expect(() => t('mail.hello', { name: 'Anna' })).toThrow('{{orderNo}}');
  });

  it("picks the plural form by the language's rules, falling back to _other", () => {
    expect(t('mail.days', { count: 1 })).toBe('1 day');
    expect(t('mail.days', { count: 0 })).toBe('0 days');
    // Italian says "many" for a round million; the files, like the old code, say _other.
    expect(new Intl.PluralRules('it').select(1_000_000)).toBe('many');
    expect(t('mail.days', { count: 1_000_000 })).toBe('1000000 days');
    expect(() => t('mail.days')).toThrow('No mail text "mail.days"');
  });
});

describe('mailTexts', () => {
  it("reads each language's own file", () => {
    expect(mailTexts('en')('mail.greeting', { name: 'Anna' })).toBe('Dear Anna,');
    expect(mailTexts('it')('mail.greeting', { name: 'Anna' })).toBe('Gentile Anna,');
    expect(mailTexts('it')('mail.activation.expiry', { count: 2 })).toContain('2 giorni');
  });

  it('names a language in the language of the mail', () => {
    expect(languageName('it', 'en')).toBe('Italian');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'it')).toBe('inglese');
  });
});
