import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  adminCategorySubSchema,
  adminCategorySubsQuerySchema,
} from '../../../core/validation/admin-reference';
import type { Db } from '../../db/client';
import { categories, categorySubs } from '../../db/schema';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../../core/domain-error';
import { parseBody, parseQuery } from '../../http/validate';
import { adminCategorySubs } from './admin-lists';
import { guardDuplicates, removeUnlessUsed } from './reference-resource';
import { deleteTarget } from './reference-resource-routes';
import { categorySubUsage } from './usage';

const DUPLICATES = {
  category_subs_name_uq: {
    field: 'name',
    message: 'This category already has a sub-category with that name',
  },
};

async function assertCategory(db: Db, categoryId: number) {
  if (!(await db.$count(categories, eq(categories.id, categoryId)))) throw notFound('Category');
}

/**
 * admin_categories_subs: one category's sub-categories per language. The lists are scoped by
 * category, so the answers are `{ categorySub, categorySubs }` for that category.
 */
export function mountCategorySubs(app: Hono<AppEnv>): void {
  app.get('/admin_categories_subs', requireAdmin, async (c) => {
    const { categoryId } = parseQuery(c, adminCategorySubsQuerySchema);
    const db = c.get('db');
    await assertCategory(db, categoryId);
    return c.json({ categoryId, categorySubs: await adminCategorySubs(db, categoryId) });
  });

  app.post('/admin_categories_subs', requireAdmin, async (c) => {
    const input = await parseBody(c, adminCategorySubSchema);
    const db = c.get('db');
    await assertCategory(db, input.categoryId);
    const values = {
      categoryId: input.categoryId,
      name: input.name,
      itaName: input.itaName,
      sort: input.sort,
    };
    const id = await guardDuplicates(async () => {
      if (input._id === undefined) {
        const [row] = await db
          .insert(categorySubs)
          .values(values)
          .returning({ id: categorySubs.id });
        return row!.id;
      }
      const rows = await db
        .update(categorySubs)
        .set(values)
        .where(eq(categorySubs.id, input._id))
        .returning({ id: categorySubs.id });
      if (!rows.length) throw notFound('Sub-category');
      return input._id;
    }, DUPLICATES);
    const list = await adminCategorySubs(db, input.categoryId);
    return c.json({ categorySub: list.find((s) => s._id === id), categorySubs: list });
  });

  app.delete('/admin_categories_subs', requireAdmin, async (c) => {
    const id = await deleteTarget(c);
    const db = c.get('db');
    const [sub] = await db
      .select({ categoryId: categorySubs.categoryId })
      .from(categorySubs)
      .where(eq(categorySubs.id, id));
    if (!sub) throw notFound('Sub-category');
    await removeUnlessUsed(db, id, 'Sub-category', categorySubUsage, async (d, subId) => {
      const rows = await d
        .delete(categorySubs)
        .where(eq(categorySubs.id, subId))
        .returning({ id: categorySubs.id });
      return rows.length > 0;
    });
    return c.json({
      deleted: id,
      categoryId: sub.categoryId,
      categorySubs: await adminCategorySubs(db, sub.categoryId),
    });
  });
}
