import type { CartLineChoice } from '../../core/cart/price-cart';
import { chooseOption, type OfferedOption } from '../../core/cart/option-choice';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { findProducts } from '../catalogue/product-rows';
import type { Db } from '../db/client';
import { badRequest, DomainError, notFound } from '../../core/domain-error';

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

type OptionField = 'size' | 'color' | 'style';

/** Each field's own words, beside the call's code (OPTION_NEEDED or OPTION_NOT_OFFERED). */
export const CHOICE_MESSAGES = {
  needed: { size: 'Choose a size', color: 'Choose a colour', style: 'Choose a style' },
  'not-offered': {
    size: 'Choose one of the sizes offered',
    color: 'Choose one of the colours offered',
    style: 'Choose one of the styles offered',
  },
} as const;

const PACK_MESSAGE = 'Choose one of the packs offered';

/** The option, or a 400 naming the field: every option the product has must be chosen. */
function option(field: OptionField, wanted: string | undefined, offered: readonly OfferedOption[]) {
  const choice = chooseOption(wanted ?? '', offered);
  if (choice.ok) return choice.name;
  const code = choice.problem === 'needed' ? 'OPTION_NEEDED' : 'OPTION_NOT_OFFERED';
  throw new DomainError('invalid', code, API_ERROR_MESSAGES[code], [
    { field: `item.${field}`, message: CHOICE_MESSAGES[choice.problem][field] },
  ]);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The product of an add_cart call and the choice spelt as the product spells it, so the same
 * line asked for in either language (or any case) is one line. Every size, colour and style
 * the product has must be chosen (its only one is taken when none is sent).
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

  const wantedPack = item.pack?.trim() ?? '';
  const pack =
    wantedPack === ''
      ? ''
      : product.packs.find((p) => same(p.descr, wantedPack) || same(p.itaDescr, wantedPack))?.descr;
  if (pack === undefined) {
    throw badRequest(`Invalid body field "item.pack": ${PACK_MESSAGE}`, [
      { field: 'item.pack', message: PACK_MESSAGE },
    ]);
  }

  return {
    productId: product.id,
    choice: {
      sku: product.sku,
      size: option(
        'size',
        item.size,
        product.sizes.map((name) => ({ name, itaName: '' })),
      ),
      color: option('color', item.color, row.colors),
      style: option('style', item.style, row.styles),
      pack,
    },
  };
}
