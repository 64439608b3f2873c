import type { CartLineChoice } from '../../core/cart/price-cart';
import { findProducts, type NamePair } from '../catalogue/product-rows';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../../core/domain-error';

/** What add_cart asks for (docs/api-checkout.md, "Calls"). */
export interface CartItemRequest {
  sku: string;
  quantity: number;
  size?: string;
  color?: string;
  style?: string;
  /** The pack's descr (English, or its Italian itaDescr); empty for single units. */
  pack?: string;
}

export const CHOICE_MESSAGES = {
  size: 'Choose a size',
  color: 'Choose one of the colours offered',
  style: 'Choose one of the styles offered',
  pack: 'Choose one of the packs offered',
} as const;

const refuse = (field: keyof typeof CHOICE_MESSAGES): never => {
  const message = CHOICE_MESSAGES[field];
  throw badRequest(`Invalid body field "item.${field}": ${message}`, [
    { field: `item.${field}`, message },
  ]);
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A colour or style by its English or Italian name; lines keep the English one. */
function named(wanted: string, pairs: readonly NamePair[], field: 'color' | 'style'): string {
  if (wanted === '') return '';
  const pair = pairs.find(
    (p) => same(p.name, wanted) || (p.itaName !== '' && same(p.itaName, wanted)),
  );
  return pair ? pair.name : refuse(field);
}

/**
 * The product of an add_cart call and the choice spelt as the product spells it, so the same
 * line asked for in either language (or any case) is one line. A product with sizes needs one;
 * colour and style may be left open, as on the product page.
 */
export async function resolveChoice(
  db: Db,
  item: CartItemRequest,
): Promise<{ productId: string; choice: CartLineChoice }> {
  const [row] = await findProducts(db, {
    sku: item.sku,
    status: 'A',
    inStockOnly: false,
    limit: 1,
  });
  if (!row) throw notFound('That product');
  const product = row.product;

  const wantedSize = item.size?.trim() ?? '';
  const size =
    product.sizes.length === 0
      ? ''
      : (product.sizes.find((s) => same(s, wantedSize)) ?? refuse('size'));

  const wantedPack = item.pack?.trim() ?? '';
  const pack =
    wantedPack === ''
      ? ''
      : (product.packs.find((p) => same(p.descr, wantedPack) || same(p.itaDescr, wantedPack))
          ?.descr ?? refuse('pack'));

  return {
    productId: product.id,
    choice: {
      sku: product.sku,
      size,
      color: named(item.color?.trim() ?? '', row.colors, 'color'),
      style: named(item.style?.trim() ?? '', row.styles, 'style'),
      pack,
    },
  };
}
