import { eq, inArray } from 'drizzle-orm';
import {
  adminBrandSchema,
  adminCategorySchema,
  adminColorSchema,
  adminStyleSchema,
  adminSupplierSchema,
  type AdminBrandInput,
  type AdminCategoryInput,
  type AdminColorInput,
  type AdminStyleInput,
  type AdminSupplierInput,
} from '../../../core/validation/admin-reference';
import { brands, categories, categoryBrands, colors, styles, suppliers } from '../../db/schema';
import { badRequest } from '../../../core/domain-error';
import {
  adminBrands,
  adminCategories,
  adminColors,
  adminStyles,
  adminSuppliers,
} from './admin-lists';
import {
  adminBrandRowSchema,
  adminCategoryRowSchema,
  adminColorRowSchema,
  adminStyleRowSchema,
  adminSupplierRowSchema,
} from './reference-answers';
import { referenceResource } from './reference-resource';
import type { Tx } from '../../db/transaction';
import { brandUsage, categoryUsage, colorUsage, styleUsage, supplierUsage } from './usage';

const duplicateName = (what: string) => ({
  field: 'name',
  message: `A ${what} with that name already exists`,
});

const brandRow = (i: AdminBrandInput) => ({
  name: i.name,
  itaName: i.itaName,
  customerMenu: i.customerMenu,
  banner: i.banner,
  sort: i.sort,
});

export const brandResource = referenceResource({
  path: 'admin_brands',
  purges: ['brands'],
  one: 'brand',
  many: 'brands',
  label: 'Brand',
  schema: adminBrandSchema,
  row: adminBrandRowSchema,
  list: adminBrands,
  insert: async (db, i) => {
    const [row] = await db.insert(brands).values(brandRow(i)).returning({ id: brands.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (
      await db
        .update(brands)
        .set({ ...brandRow(i), updatedAt: new Date() })
        .where(eq(brands.id, id))
        .returning({ id: brands.id })
    ).length > 0,
  remove: async (db, id) =>
    (await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id })).length > 0,
  usedBy: brandUsage,
  duplicates: { brands_name_uq: duplicateName('brand') },
});

const categoryRow = (i: AdminCategoryInput) => ({
  name: i.name,
  itaName: i.itaName,
  mainCat: i.mainCat,
  subCategoryMenu: i.subCategoryMenu,
  banner: i.banner,
  sort: i.sort,
});

/** Replaces the category's menu brands; every id must name a brand. */
async function setCategoryBrands(tx: Tx, categoryId: number, brandIds: number[] | undefined) {
  if (brandIds === undefined) return;
  const ids = [...new Set(brandIds)];
  if (ids.length) {
    const found = await tx.$count(brands, inArray(brands.id, ids));
    if (found !== ids.length) {
      throw badRequest('Unknown brand', [{ field: 'brandIds', message: 'Unknown brand' }]);
    }
  }
  await tx.delete(categoryBrands).where(eq(categoryBrands.categoryId, categoryId));
  if (ids.length) {
    await tx.insert(categoryBrands).values(ids.map((brandId) => ({ categoryId, brandId })));
  }
}

export const categoryResource = referenceResource({
  path: 'admin_categories',
  purges: ['categories'],
  one: 'category',
  many: 'categories',
  label: 'Category',
  schema: adminCategorySchema,
  row: adminCategoryRowSchema,
  list: adminCategories,
  insert: (db, i) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values(categoryRow(i))
        .returning({ id: categories.id });
      await setCategoryBrands(tx, row!.id, i.brandIds);
      return row!.id;
    }),
  update: (db, id, i) =>
    db.transaction(async (tx) => {
      const rows = await tx
        .update(categories)
        .set({ ...categoryRow(i), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (!rows.length) return false;
      await setCategoryBrands(tx, id, i.brandIds);
      return true;
    }),
  remove: async (db, id) =>
    (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }))
      .length > 0,
  usedBy: categoryUsage,
  duplicates: { categories_name_uq: duplicateName('category') },
});

const colorRow = (i: AdminColorInput) => ({
  name: i.name,
  itaName: i.itaName,
  hex: i.hex,
  sort: i.sort,
});

export const colorResource = referenceResource({
  path: 'admin_colors',
  purges: ['colors'],
  one: 'color',
  many: 'colors',
  label: 'Colour',
  schema: adminColorSchema,
  row: adminColorRowSchema,
  list: adminColors,
  insert: async (db, i) => {
    const [row] = await db.insert(colors).values(colorRow(i)).returning({ id: colors.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (await db.update(colors).set(colorRow(i)).where(eq(colors.id, id)).returning({ id: colors.id }))
      .length > 0,
  remove: async (db, id) =>
    (await db.delete(colors).where(eq(colors.id, id)).returning({ id: colors.id })).length > 0,
  usedBy: colorUsage,
  duplicates: { colors_name_uq: duplicateName('colour') },
});

const styleRow = (i: AdminStyleInput) => ({ name: i.name, itaName: i.itaName, sort: i.sort });

export const styleResource = referenceResource({
  path: 'admin_styles',
  purges: ['styles'],
  one: 'style',
  many: 'styles',
  label: 'Style',
  schema: adminStyleSchema,
  row: adminStyleRowSchema,
  list: adminStyles,
  insert: async (db, i) => {
    const [row] = await db.insert(styles).values(styleRow(i)).returning({ id: styles.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (await db.update(styles).set(styleRow(i)).where(eq(styles.id, id)).returning({ id: styles.id }))
      .length > 0,
  remove: async (db, id) =>
    (await db.delete(styles).where(eq(styles.id, id)).returning({ id: styles.id })).length > 0,
  usedBy: styleUsage,
  duplicates: { styles_name_uq: duplicateName('style') },
});

const supplierRow = (i: AdminSupplierInput) => ({
  name: i.name,
  contact: i.contact,
  email: i.email,
  tel: i.tel,
  address: i.address,
  website: i.website,
});

export const supplierResource = referenceResource({
  path: 'admin_suppliers',
  // Visitors never see suppliers.
  purges: [],
  // The supplier's address.
  ownBodyFields: ['email'],
  one: 'supplier',
  many: 'suppliers',
  label: 'Supplier',
  schema: adminSupplierSchema,
  row: adminSupplierRowSchema,
  list: adminSuppliers,
  insert: async (db, i) => {
    const [row] = await db.insert(suppliers).values(supplierRow(i)).returning({ id: suppliers.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (
      await db
        .update(suppliers)
        .set({ ...supplierRow(i), updatedAt: new Date() })
        .where(eq(suppliers.id, id))
        .returning({ id: suppliers.id })
    ).length > 0,
  remove: async (db, id) =>
    (await db.delete(suppliers).where(eq(suppliers.id, id)).returning({ id: suppliers.id }))
      .length > 0,
  usedBy: supplierUsage,
  duplicates: { suppliers_name_uq: duplicateName('supplier') },
});
