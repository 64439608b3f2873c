import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25, item 11c: one word for one thing, across the site, the mails and the back office
 * (docs/decisions.md, "Issue 25.11c"). Every locale file is read, so a text added later is
 * held to the same words.
 */
type Language = 'en' | 'it';

function texts(language: Language): Map<string, string> {
  const dir = path.resolve('src/locales', language);
  const all = new Map<string, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, value] of Object.entries(entries)) all.set(key, value);
  }
  return all;
}

const LOCALES: Record<Language, Map<string, string>> = { en: texts('en'), it: texts('it') };

/** The keys whose text (placeholders such as {{tax}} left out) matches `word`. */
const using = (language: Language, word: RegExp) =>
  [...LOCALES[language]]
    .filter(([, value]) => word.test(value.replace(/\{\{[^}]*\}\}/g, '')))
    .map(([key]) => key);

/** Keys that name the same thing, so each language must say it with the same words. */
const SAME_THING: Record<string, string[]> = {
  'the delivery line of an order’s figures': [
    'orders.deliveryFee',
    'orders.delivery',
    'checkout.step.delivery',
    'checkout.summary.delivery',
    'checkout.summary.deliveryType',
    'pay.delivery',
  ],
  'the VAT a total includes': ['cart.tax', 'orders.tax', 'checkout.summary.taxIncluded'],
};

describe('the shop’s words', () => {
  it('calls the tax VAT in English, everywhere (never "tax" alone)', () => {
    expect(using('en', /\btax\b/i)).toEqual([]);
    expect(using('en', /\bVAT\b/).length).toBeGreaterThan(5);
  });

  it('calls it IVA in Italian (never "tasse")', () => {
    expect(using('it', /\btasse\b/i)).toEqual([]);
    expect(using('it', /\bIVA\b/).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(SAME_THING))('says %s the same way in each language', (_, keys) => {
    for (const language of ['en', 'it'] as const) {
      const said = new Set(keys.map((key) => LOCALES[language].get(key)?.toLowerCase()));
      expect([...said], `${language}: ${keys.join(', ')}`).toHaveLength(1);
      expect(said.has(undefined)).toBe(false);
    }
  });

  it('names delivery "Consegna" in Italian, not "Spedizione"', () => {
    expect(using('it', /^Spedizione$/)).toEqual([]);
  });
});
