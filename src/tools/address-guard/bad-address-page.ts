import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../server/mail/templates/escape-html';
import { routeIn, type Language } from '../../core/routes/languages';

type Texts = Record<string, string>;

const KEYS = ['badAddress.title', 'badAddress.message', 'badAddress.home'] as const;

function texts(localesDir: string, language: Language): Texts {
  const file = path.join(localesDir, language, 'translation.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

function section(localesDir: string, language: Language): string {
  const t = texts(localesDir, language);
  for (const key of KEYS) if (!t[key]) throw new Error(`${language}: ${key} is missing`);
  const home = routeIn(language, '/');
  return [
    `<section lang="${language}">`,
    `<h1>${escapeHtml(t['badAddress.title']!)}</h1>`,
    `<p>${escapeHtml(t['badAddress.message']!)}</p>`,
    `<p><a href="${home}">${escapeHtml(t['badAddress.home']!)}</a></p>`,
    '</section>',
  ].join('\n');
}

/**
 * The page for an address that cannot be decoded: the guard answers before the site is
 * reached, so it cannot know the visitor's language; both are shown, English first.
 */
export function badAddressPage(localesDir: string): string {
  const en = texts(localesDir, 'en');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(en['badAddress.title'] ?? '')}</title></head>`,
    '<body><main>',
    section(localesDir, 'en'),
    section(localesDir, 'it'),
    '</main></body></html>',
  ].join('\n');
}
