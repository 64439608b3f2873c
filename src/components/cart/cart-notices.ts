import type { CartNoticeCode, ShopCart, ShopCartItem } from '../../core/cart/shop-cart';
import { type ContentLanguage, localText } from '../../core/routes/languages';

export interface NamedNotice {
  code: CartNoticeCode;
  name: string;
}

/** A line's name in the page's language (the Italian one may be blank: then the English). */
export const itemName = (item: Pick<ShopCartItem, 'name' | 'itaName'>, lng: ContentLanguage) =>
  localText(item.name, item.itaName, lng);

/**
 * The server's notices, each with the name of its product. A removed or sold-out line is no
 * longer in the answer, so its name comes from the copy the browser had before the call; the
 * same product in two sizes is told about once.
 */
export function namedNotices(
  answer: ShopCart | null,
  previous: ShopCart | null,
  lng: ContentLanguage,
): NamedNotice[] {
  const seen = new Set<string>();
  const named: NamedNotice[] = [];
  for (const { sku, code } of answer?.notices ?? []) {
    const id = `${code}|${sku}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const item =
      answer?.items.find((line) => line.sku === sku) ??
      previous?.items.find((line) => line.sku === sku);
    named.push({ code, name: item ? itemName(item, lng) : sku });
  }
  return named;
}
