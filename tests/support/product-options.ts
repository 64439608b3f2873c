import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { colors, productColors, products, productStyles, styles } from '../../src/server/db/schema';

/** A cart line's options, as add_cart takes them. */
export interface LineOptions {
  size?: string;
  color?: string;
  style?: string;
}

/**
 * The options a shopper picks for a seeded product: its first size, colour and style, as the
 * product page lists them. add_cart needs every option a product has.
 */
export async function firstOptions(db: Db, sku: string): Promise<LineOptions> {
  const [product] = await db
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) throw new Error(`no product ${sku}`);
  const [color] = await db
    .select({ name: colors.name })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(eq(productColors.productId, product.id))
    .orderBy(asc(colors.sort), asc(colors.name))
    .limit(1);
  const [style] = await db
    .select({ name: styles.name })
    .from(productStyles)
    .innerJoin(styles, eq(styles.id, productStyles.styleId))
    .where(eq(productStyles.productId, product.id))
    .orderBy(asc(styles.sort), asc(styles.name))
    .limit(1);
  return {
    ...(product.sizes[0] ? { size: product.sizes[0] } : {}),
    ...(color ? { color: color.name } : {}),
    ...(style ? { style: style.name } : {}),
  };
}

/** Gives a product exactly these colours and styles (names of existing ones), or none. */
export async function setProductOptions(
  db: Db,
  productId: string,
  options: { colors?: readonly string[]; styles?: readonly string[] },
): Promise<void> {
  await db.delete(productColors).where(eq(productColors.productId, productId));
  await db.delete(productStyles).where(eq(productStyles.productId, productId));
  if (options.colors?.length) {
    const found = await db
      .select({ id: colors.id })
      .from(colors)
      .where(inArray(colors.name, [...options.colors]));
    if (found.length !== options.colors.length) throw new Error('an unknown colour');
    await db.insert(productColors).values(found.map((c) => ({ productId, colorId: c.id })));
  }
  if (options.styles?.length) {
    const found = await db
      .select({ id: styles.id })
      .from(styles)
      .where(inArray(styles.name, [...options.styles]));
    if (found.length !== options.styles.length) throw new Error('an unknown style');
    await db.insert(productStyles).values(found.map((s) => ({ productId, styleId: s.id })));
  }
}
