import { eq } from 'drizzle-orm';
import { productColors, productStyles, productSubCategories } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** Replaces the product's sub-categories (the join rows are the whole truth, so delete then add). */
export async function writeSubCategories(tx: Tx, productId: string, ids: number[]) {
  await tx.delete(productSubCategories).where(eq(productSubCategories.productId, productId));
  if (ids.length) {
    await tx
      .insert(productSubCategories)
      .values(ids.map((categorySubId) => ({ productId, categorySubId })));
  }
}

export async function writeColors(tx: Tx, productId: string, ids: number[]) {
  await tx.delete(productColors).where(eq(productColors.productId, productId));
  if (ids.length) {
    await tx.insert(productColors).values(ids.map((colorId) => ({ productId, colorId })));
  }
}

export async function writeStyles(tx: Tx, productId: string, ids: number[]) {
  await tx.delete(productStyles).where(eq(productStyles.productId, productId));
  if (ids.length) {
    await tx.insert(productStyles).values(ids.map((styleId) => ({ productId, styleId })));
  }
}
