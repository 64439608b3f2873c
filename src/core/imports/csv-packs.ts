import type { ProductPackInput } from '../validation/admin-product';
import { IMPORT_PROBLEM_TEXTS } from './import-problems';
import { formatEuroCents, parseCount, parseEuroCents, type CellResult } from './csv-values';

/**
 * The `packs` cell: packs separated by `;`, each `quantity|price|English text|Italian text`
 * ("6|59.90|Box of six|Scatola da sei"). A `;`, `|` or `\` inside a text is written behind a
 * backslash, so any description the product form accepts survives an export and import.
 */
export const PACK_MESSAGES = { shape: IMPORT_PROBLEM_TEXTS.packShape } as const;

const SPECIAL = /[\\;|]/g;
const escapeText = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`);

export function formatPacks(packs: readonly ProductPackInput[]): string {
  return packs
    .map((p) =>
      [
        String(p.quantity),
        formatEuroCents(p.price),
        escapeText(p.descr),
        escapeText(p.itaDescr),
      ].join('|'),
    )
    .join(';');
}

/** Splits on unescaped `;` then `|`, undoing the backslashes. */
function splitPacks(text: string): string[][] {
  const packs: string[][] = [];
  let parts: string[] = [];
  let part = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      i += 1;
      part += text[i]!;
    } else if (c === '|') {
      parts.push(part);
      part = '';
    } else if (c === ';') {
      packs.push([...parts, part]);
      parts = [];
      part = '';
    } else part += c;
  }
  packs.push([...parts, part]);
  return packs.filter((p) => p.length > 1 || p[0]!.trim() !== '');
}

/** "6|59.90|Box of six|Scatola da sei;12|109.90||" → two packs; quantity rules are the schema's. */
export function parsePacks(text: string): CellResult<ProductPackInput[]> {
  const packs: ProductPackInput[] = [];
  for (const parts of splitPacks(text)) {
    if (parts.length < 2 || parts.length > 4) return { ok: false, message: PACK_MESSAGES.shape };
    const [quantityText, priceText, descr = '', itaDescr = ''] = parts;
    const quantity = parseCount(quantityText!);
    if (!quantity.ok) return quantity;
    const price = parseEuroCents(priceText!);
    if (!price.ok) return price;
    packs.push({ quantity: quantity.value, price: price.value, descr, itaDescr });
  }
  return { ok: true, value: packs };
}
