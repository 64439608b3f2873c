import { PRODUCT_MESSAGES } from '../validation/admin-product';

/**
 * Every problem an import reports, by code: its English text with {{placeholders}}. The API
 * answers the English message (docs/api-admin.md) and, beside it, the code and the values in
 * it, so the import screen says it in the admin's language (`adminImport.problem.<code>`).
 * A message no template matches (a rule added later) keeps its English text and no code.
 */
export const IMPORT_PROBLEM_TEXTS = {
  fileEmpty: 'The file is empty',
  notText: 'The file is not a CSV text file',
  noRows: 'The file has a header but no rows',
  tooManyRows: 'The file has more than {{max}} rows: split it',
  unknownColumn: 'Unknown column "{{name}}"',
  repeatedColumn: 'The column "{{name}}" appears twice',
  missingColumn: 'The column "{{name}}" is missing',
  cellCount: 'This row has {{cells}} cells; the header has {{columns}} columns',
  broken: 'The CSV is broken here: {{detail}}',
  required: 'This column needs a value',
  euroComma: 'Use a decimal point, not a comma, for cents (12.50)',
  euroDecimals: 'At most two decimals (cents)',
  euro: 'Enter an amount in euro, 0 or more, such as 129.90',
  count: PRODUCT_MESSAGES.count,
  integer: 'Enter a whole number',
  boolean: 'Enter yes or no',
  packShape: 'Write each pack as quantity|price|English text|Italian text, packs separated by ;',
  noBrand: 'No brand named "{{name}}"',
  noCategory: 'No category named "{{name}}"',
  noSubCategory: 'No sub-category in this category named "{{name}}"',
  noColour: 'No colour named "{{name}}"',
  noStyle: 'No style named "{{name}}"',
  noSupplier: 'No supplier named "{{name}}"',
  noTaxRate: 'No VAT rate named "{{name}}"',
  noSku: 'No product has the sku {{sku}}',
  skuTwice: 'The sku {{sku}} is also on row {{row}}',
  sameAddress: 'The name gives the same page address as row {{row}}',
  addressTaken: 'Product {{sku}} already has a name with this page address',
  skuTaken: 'Another product already has this code (sku)',
  nameTaken: 'Another product already has this English name (the same page address)',
  tooLong: 'At most {{max}} characters',
  oneOf: 'Invalid option: expected one of {{options}}',
  sku: PRODUCT_MESSAGES.sku,
  name: PRODUCT_MESSAGES.name,
  routeName: PRODUCT_MESSAGES.routeName,
  imageKey: PRODUCT_MESSAGES.imageKey,
  cents: PRODUCT_MESSAGES.cents,
  salePercent: PRODUCT_MESSAGES.salePercent,
  minPurchase: PRODUCT_MESSAGES.minPurchase,
  packQuantity: PRODUCT_MESSAGES.packQuantity,
  size: PRODUCT_MESSAGES.size,
} as const;

export type ImportProblemCode = keyof typeof IMPORT_PROBLEM_TEXTS;
export type ProblemParams = Record<string, string>;

/** A template's English text with its values filled in. */
export function problemText(code: ImportProblemCode, params: ProblemParams = {}): string {
  return IMPORT_PROBLEM_TEXTS[code].replace(
    /\{\{(\w+)\}\}/g,
    (_, key: string) => params[key] ?? '',
  );
}

interface Matcher {
  code: ImportProblemCode;
  pattern: RegExp;
  keys: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS: Matcher[] = Object.entries(IMPORT_PROBLEM_TEXTS).map(([code, text]) => {
  const keys = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escape)
    .join('(.*?)');
  return { code: code as ImportProblemCode, pattern: new RegExp(`^${source}$`, 's'), keys };
});

/** The code and values behind an English problem text, or undefined when none matches. */
export function problemCode(
  message: string,
): { code: ImportProblemCode; params: ProblemParams } | undefined {
  for (const { code, pattern, keys } of MATCHERS) {
    const match = pattern.exec(message);
    if (match) {
      return { code, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1]!])) };
    }
  }
  return undefined;
}
