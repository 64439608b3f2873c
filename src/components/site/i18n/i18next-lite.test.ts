import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Texts } from '../../../core/i18n/translate';
import lite from './i18next-lite';

const LOCALES = path.resolve('src/locales');
/** The site's texts (mail.json is the server's, read by its own lookup). */
const namespacesOf = (language: string): Record<string, Texts> =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json') && file !== 'mail.json')
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Texts,
      ]),
  );

/**
 * The stand-in must say what i18next said, with the options the i18n plugin gave it: every
 * text of both languages, with values for its places and, for plural texts, several counts.
 */
describe.each(['en', 'it'])('every %s text as i18next writes it', (language) => {
  const namespaces = namespacesOf(language);
  const order = ['translation', ...Object.keys(namespaces).filter((ns) => ns !== 'translation')];
  const reference = i18next.createInstance();
  void reference.init({
    resources: { [language]: namespaces },
    lng: language,
    fallbackLng: 'en',
    defaultNS: order[0],
    fallbackNS: order.slice(1),
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    initImmediate: false,
  });
  // As the i18n plugin's wrapPageElement makes it, and as the stand-in's callers see it.
  const { t } = lite.createInstance().init({
    resources: { [language]: namespaces },
    lng: language,
    defaultNS: order[0],
    fallbackNS: order.slice(1),
  });
  const keys = new Set(
    Object.values(namespaces).flatMap((texts) =>
      Object.keys(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
    ),
  );

  /** A value for every {{place}} of a key's texts (its plural forms' too). */
  const placeValues = (key: string): Record<string, unknown> => {
    const texts = Object.values(namespaces).flatMap((ns) =>
      Object.entries(ns)
        .filter(([k]) => k === key || k.startsWith(`${key}_`))
        .map(([, text]) => String(text)),
    );
    const names = texts.flatMap((text) =>
      [...text.matchAll(/\{\{([^{}]+)\}\}/g)].map((m) => m[1]!.trim()),
    );
    return Object.fromEntries(names.map((name, i) => [name, `«${name}${i}»`]));
  };

  it('has texts to compare', () => expect(keys.size).toBeGreaterThan(100));

  it('gives the same words for every key', () => {
    const differences: string[] = [];
    for (const key of keys) {
      const values = placeValues(key);
      const optionSets: Record<string, unknown>[] = [
        {},
        values,
        ...[0, 1, 2, 5].map((count) => ({ ...values, count })),
        { name: undefined, defaultValue: 'fallback {{name}}' },
      ];
      for (const options of optionSets) {
        const ours = t(key, options);
        const theirs = reference.t(key, options) as string;
        if (ours !== theirs)
          differences.push(`${key} ${JSON.stringify(options)}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the stand-in instance', () => {
  const init = (lng: string) =>
    lite.createInstance().init({
      resources: { [lng]: namespacesOf(lng) },
      lng,
      defaultNS: 'translation',
      fallbackNS: [],
    });

  it('keeps one t per language across instances, as react-i18next kept its t', () => {
    expect(init('it').t).toBe(init('it').t);
    expect(init('it').t).not.toBe(init('en').t);
  });

  it('says which language it speaks, and speaks another when changed', async () => {
    const i18n = init('en');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('it');
    expect(i18n.language).toBe('it');
  });
});
