import type { categorySubRoutes } from '../../../server/admin/reference/category-subs-routes';
import { nameRow, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/**
 * A sub-category as admin_categories_subs answers it (one category's list at a time), less its
 * per-language names.
 */
export type CategorySubRecord = Omit<ReferenceRecord<typeof categorySubRoutes>, 'lng'>;

export type CategorySubValues = { name: string; itaName: string; sort: string };

/** The screen adds the category: GET ?categoryId= and `categoryId` in every POST. */
export const categorySubDescriptor: DeclaredDescriptor<
  typeof categorySubRoutes,
  CategorySubValues,
  CategorySubRecord,
  'categoryId'
> = {
  key: 'categorySub',
  call: 'admin_categories_subs',
  one: 'categorySub',
  many: 'categorySubs',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [nameRow<CategorySubValues>(), sortField<CategorySubValues>()],
  blank: { name: '', itaName: '', sort: '0' },
  toValues: (r) => ({ name: r.name, itaName: r.itaName, sort: String(r.sort) }),
  toBody: (v) => ({ name: v.name.trim(), itaName: v.itaName.trim(), sort: sortNumber(v.sort) }),
  check: (v) => checkFields(v, { name: ['required'], sort: ['required', 'sort'] }),
  title: (r) => r.name,
};
