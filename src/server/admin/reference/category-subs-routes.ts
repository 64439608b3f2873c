import { eq } from 'drizzle-orm';
import {
  adminCategorySubSchema,
  adminCategorySubsQuerySchema,
  adminDeleteSchema,
} from '../../../core/validation/admin-reference';
import type { Db } from '../../db/client';
import { categories, categorySubs } from '../../db/schema';
import { notFound } from '../../../core/domain-error';
import * as z from 'zod';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { adminCategorySubs } from './admin-lists';
import { adminCategorySubRowSchema } from './reference-answers';
import { CLASH, DELETE_TARGET, IN_USE } from './reference-call-texts';
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

const base = { path: '/admin_categories_subs', tag: 'admin-catalogue', access: 'admin' } as const;

const categoryIdField = z.number().int().describe('The category');
const subsField = z
  .array(adminCategorySubRowSchema)
  .describe('The category’s sub-categories, in menu order');

/*
 * admin_categories_subs: one category's sub-categories per language. The lists are scoped by
 * category, so the answers are `{ categorySub, categorySubs }` for that category.
 */

export const listCategorySubs = defineRoute(
  {
    ...base,
    method: 'GET',
    summary: 'Sub-category: one category’s list',
    query: adminCategorySubsQuerySchema,
    answer: schemaAnswer({
      description: '{ categoryId, categorySubs }',
      schema: z.object({ categoryId: categoryIdField, categorySubs: subsField }),
    }),
    errors: { 404: 'Unknown categoryId' },
  },
  async (c, { query: { categoryId } }) => {
    const db = c.get('db');
    await assertCategory(db, categoryId);
    return { categoryId, categorySubs: await adminCategorySubs(db, categoryId) };
  },
);

export const saveCategorySub = defineRoute(
  {
    ...base,
    method: 'POST',
    // A category lists its sub-categories.
    purges: ['categories'],
    changesPages: true,
    summary: 'Sub-category: add (no _id) or update',
    body: adminCategorySubSchema,
    answer: schemaAnswer({
      description: '{ categorySub, categorySubs }',
      schema: z.object({
        categorySub: adminCategorySubRowSchema.describe('The saved sub-category'),
        categorySubs: subsField,
      }),
    }),
    errors: { 404: 'Unknown _id or categoryId', 409: CLASH },
  },
  async (c, { body: input }) => {
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
    // Gone already only when a delete came in between: as gone as an unknown _id.
    const saved = list.find((s) => s._id === id);
    if (!saved) throw notFound('Sub-category');
    return { categorySub: saved, categorySubs: list };
  },
);

export const deleteCategorySub = defineRoute(
  {
    ...base,
    method: 'DELETE',
    // A category lists its sub-categories.
    purges: ['categories'],
    changesPages: true,
    summary: `Sub-category: delete ${DELETE_TARGET}`,
    query: adminDeleteSchema.partial(),
    body: adminDeleteSchema,
    bodyOptional: true,
    answer: schemaAnswer({
      description: '{ deleted, categoryId, categorySubs }',
      schema: z.object({
        deleted: z.number().int().describe('The deleted id'),
        categoryId: categoryIdField,
        categorySubs: subsField,
      }),
    }),
    errors: { 404: 'Unknown _id', 409: IN_USE },
  },
  async (c) => {
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
    return {
      deleted: id,
      categoryId: sub.categoryId,
      categorySubs: await adminCategorySubs(db, sub.categoryId),
    };
  },
);

/** Its three routes, named as referenceRoutes names a resource's. */
export const categorySubRoutes = {
  get: listCategorySubs,
  save: saveCategorySub,
  remove: deleteCategorySub,
};
