import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../core/i18n/translate';
import adminImport from '../../../locales/it/adminImport.json';
import translation from '../../../locales/it/translation.json';
import {
  groupProblemsByRow,
  pageOf,
  problemMessage,
  readImportResult,
  summariseImport,
} from './import-result';

const answer = {
  mode: 'preview',
  rows: 50,
  valid: 48,
  added: 40,
  updated: 8,
  errors: [
    { row: 17, column: 'retailPrice', message: 'Not a price' },
    { row: 3, column: 'brand', message: 'Unknown brand' },
    { row: 17, column: 'sku', message: 'Missing' },
  ],
  preview: [
    { row: 1, sku: 'B-1', name: 'Tote', action: 'add' },
    { row: 2, sku: 'B-2', name: 'Clutch', action: 'update' },
  ],
};

describe('readImportResult', () => {
  it('reads the answer of a check', () => {
    const result = readImportResult(answer);
    expect(result).toMatchObject({ mode: 'preview', rows: 50, valid: 48, added: 40, updated: 8 });
    expect(result?.errors).toHaveLength(3);
    expect(result?.preview[1]).toEqual({ row: 2, sku: 'B-2', name: 'Clutch', action: 'update' });
  });

  it('reads a refused apply (error body with the same fields)', () => {
    const result = readImportResult({
      code: 'IMPORT_INVALID',
      message: 'x',
      ...answer,
      mode: 'apply',
    });
    expect(result?.mode).toBe('apply');
    expect(result?.errors[0]).toEqual({ row: 17, column: 'retailPrice', message: 'Not a price' });
  });

  it('is null for answers that are not an import, and tolerates odd items', () => {
    expect(readImportResult({ code: 'GENERIC', message: 'x' })).toBeNull();
    expect(readImportResult(null)).toBeNull();
    const odd = readImportResult({ errors: [null, { row: -2, column: 5 }], preview: 'no' });
    expect(odd).toEqual({
      mode: 'preview',
      rows: 0,
      valid: 0,
      added: 0,
      updated: 0,
      errors: [{ row: 0, column: '5', message: '' }],
      preview: [],
    });
  });
});

describe('summariseImport', () => {
  it('counts errors and the lines that have them, and refuses to apply', () => {
    const result = readImportResult(answer);
    if (!result) throw new Error('no result');
    expect(summariseImport(result)).toEqual({
      rows: 50,
      valid: 48,
      added: 40,
      updated: 8,
      errorCount: 3,
      badRows: 2,
      toWrite: 48,
      canApply: false,
    });
  });

  it('does not count the file itself as a row with errors', () => {
    const broken = readImportResult({
      ...answer,
      errors: [{ row: 0, column: 'colour', message: 'Unknown column' }],
    });
    if (!broken) throw new Error('no result');
    expect(summariseImport(broken)).toMatchObject({ errorCount: 1, badRows: 0 });
  });

  it('offers to apply a clean file that writes rows, not one that writes nothing', () => {
    const clean = readImportResult({ ...answer, errors: [] });
    if (!clean) throw new Error('no result');
    expect(summariseImport(clean)).toMatchObject({ canApply: true, toWrite: 48, badRows: 0 });
    const empty = readImportResult({
      ...answer,
      rows: 0,
      valid: 0,
      added: 0,
      updated: 0,
      errors: [],
    });
    if (!empty) throw new Error('no result');
    expect(summariseImport(empty).canApply).toBe(false);
  });
});

describe('groupProblemsByRow', () => {
  it('groups by line in file order, file-level problems first, keeping each line’s order', () => {
    expect(
      groupProblemsByRow([...answer.errors, { row: 0, column: 'sku', message: 'Missing column' }]),
    ).toEqual([
      { row: 0, problems: [{ column: 'sku', message: 'Missing column' }] },
      { row: 3, problems: [{ column: 'brand', message: 'Unknown brand' }] },
      {
        row: 17,
        problems: [
          { column: 'retailPrice', message: 'Not a price' },
          { column: 'sku', message: 'Missing' },
        ],
      },
    ]);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 120 }, (_, index) => index + 1);

  it('cuts a page and says where it is', () => {
    expect(pageOf(list, 3, 50)).toMatchObject({ page: 3, pages: 3, first: 101, last: 120 });
    expect(pageOf(list, 3, 50).items).toHaveLength(20);
  });

  it('keeps the page inside the list', () => {
    expect(pageOf(list, 9, 50).page).toBe(3);
    expect(pageOf(list, 0, 50)).toMatchObject({ page: 1, first: 1, last: 50 });
    expect(pageOf([], 2, 50)).toEqual({ items: [], page: 1, pages: 1, first: 0, last: 0 });
  });
});

describe('problemMessage', () => {
  const t = createTranslate('it', [adminImport, translation]);

  it("says a coded problem in the admin's language, with its values", () => {
    const [problem] =
      readImportResult({
        ...answer,
        errors: [
          {
            row: 2,
            column: 'colors',
            message: 'No colour named "Teal"',
            code: 'noColour',
            params: { name: 'Teal', stray: { deep: true } },
          },
        ],
      })?.errors ?? [];
    expect(problemMessage(problem!, t)).toBe('Nessun colore si chiama "Teal"');
  });

  it('keeps the English text of a code this client does not know', () => {
    expect(problemMessage({ message: 'A new rule', code: 'newRule' }, t)).toBe('A new rule');
  });
});
