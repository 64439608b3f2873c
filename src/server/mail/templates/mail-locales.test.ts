import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../core/routes/languages';

/*
 * The mails' words live in src/locales/<lng>/mail.json (issue 20), so a language is a folder:
 * these tests keep every folder complete and keep words from creeping back into the code.
 */

const here = import.meta.dirname;
const localesDir = path.resolve(here, '../../../locales');

function localeFile(lng: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(localesDir, lng, 'mail.json'), 'utf8')) as Record<
    string,
    string
  >;
}

const mailLanguages = readdirSync(localesDir).filter((lng) =>
  existsSync(path.join(localesDir, lng, 'mail.json')),
);
const english = localeFile('en');
const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const templateFiles = readdirSync(here).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.cases.ts'),
);
const sources = Object.fromEntries(
  templateFiles.map((file) => [file, readFileSync(path.join(here, file), 'utf8')]),
);

describe('the mail texts in the locale files', () => {
  it("has a mail.json for each of the site's languages", () => {
    expect(mailLanguages.sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it('keeps every key under "mail."', () => {
    for (const key of Object.keys(english)) expect(key).toMatch(/^mail\.[\w.]+$/);
  });

  it.each(mailLanguages)('%s has every text English has, no other, none empty', (lng) => {
    const texts = localeFile(lng);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${lng} ${key}`).not.toBe('');
      expect(places(text), `${lng} ${key}: the same {{places}} as English`).toEqual(
        places(english[key] ?? ''),
      );
    }
  });

  it('uses every text: each key (or its plural base) is named by a template', () => {
    const code = Object.values(sources).join('\n');
    for (const key of Object.keys(english)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      // `mail.order.paidBy.${type}` names a family of keys at once.
      const family = `${base.slice(0, base.lastIndexOf('.') + 1)}\${`;
      expect(code.includes(`'${base}'`) || code.includes(`\`${family}`), key).toBe(true);
    }
  });
});

/**
 * Every string a file writes (literals, and template literals with ${} for what they fill
 * in), but for the messages of the errors it throws: those are for developers, not readers.
 */
function stringsIn(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'Error') return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((s) => `\${}${s.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

/** The locale files' texts, each {{place}} written as the ${} of stringsIn. */
const localeValues = new Set(
  mailLanguages
    .flatMap((lng) => Object.values(localeFile(lng)))
    .map((text) => text.replace(/\{\{\w+\}\}/g, '${}').trim()),
);

/** Words a reader would see: two words in a row, or a capitalised label, outside HTML tags. */
function looksLikeText(value: string): boolean {
  const shown = value.replace(/<[^>]*>/g, ' ');
  return (
    /\p{L}{2,}\s+\p{L}{2,}/u.test(shown) ||
    /^\s*\p{Lu}\p{Ll}+[:.!?]?\s*$/u.test(shown) ||
    localeValues.has(value.trim())
  );
}

describe('the mail templates', () => {
  it('found the template files', () => {
    expect(templateFiles).toContain('order-shipped.ts');
    expect(templateFiles).toContain('compose.ts');
  });

  it.each(templateFiles)('%s chooses no words by language', (file) => {
    const source = sources[file] ?? '';
    expect(source).not.toMatch(/[!=]==?\s*['"`](en|it)['"`]|['"`](en|it)['"`]\s*[!=]==?/);
    expect(source).not.toMatch(/\b(const|let)\s+it\s*=|\bit\s*\?/);
  });

  it.each(templateFiles)('%s writes no sentence or label of its own', (file) => {
    expect(stringsIn(file, sources[file] ?? '').filter(looksLikeText)).toEqual([]);
  });

  it('would catch the texts as they were written before', () => {
    expect(looksLikeText("Attiva l'account")).toBe(true);
    expect(looksLikeText('Carrier')).toBe(true);
    expect(looksLikeText('Buongiorno,')).toBe(true);
    expect(looksLikeText('Re: ${}')).toBe(true);
    expect(looksLikeText('Dear ${},')).toBe(true);
    expect(looksLikeText('<html lang="${}">')).toBe(false);
    expect(looksLikeText('mail.orderShipped.subject')).toBe(false);
  });
});
