import type { ProductStatus, SellBy, WeightUnit } from '../../../core/catalogue/product';
import { SIZES, type Size } from '../../../core/catalogue/sizes';
import { centsFromEuroText, euroTextFromCents } from '../../../core/money/decimal-text';
import type { ProductInput } from '../../../core/validation/admin-product';
import type { AdminProduct } from './admin-product';
import type { ContentLanguage } from '../../../core/routes/languages';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '../../../core/imports/csv-columns';

/*
 * The product form edits text (what the administrator types); ProductInput is what
 * admin_products takes. Amounts go through the digit-based euro parser, never a float.
 */

export const FORM_IMAGES_MAX = 5;
export const FORM_PACKS_MAX = 10;
/** The texts a product carries per language: the same list as the CSV import and export's. */
export const TEXT_FIELDS = PRODUCT_TEXT_FIELDS;
export type TextField = ProductTextField;
export type TextValues = Record<TextField, string>;

export interface PackValues {
  descr: string;
  itaDescr: string;
  quantity: string;
  price: string;
}

export interface ProductFormValues {
  /** Set when editing: the product the form replaces. */
  _id: string;
  sku: string;
  status: ProductStatus;
  brandId: string;
  categoryId: string;
  subCategoryIds: number[];
  colorIds: number[];
  styleIds: number[];
  supplierId: string;
  taxRateId: string;
  /** Picture addresses (/images/<key>), the first is the main picture. */
  images: string[];
  sellBy: SellBy;
  retailPrice: string;
  salePercent: string;
  packs: PackValues[];
  minPurchase: string;
  supplierPrice: string;
  freeDelivery: boolean;
  inStock: string;
  minStock: string;
  criticalStock: string;
  featured: boolean;
  special: boolean;
  productWeight: string;
  weightUnit: WeightUnit;
  sizes: Size[];
  lng: { eng: TextValues; ita: TextValues };
}

const noTexts = (): TextValues =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as TextValues;

export function emptyProductForm(): ProductFormValues {
  return {
    _id: '',
    sku: '',
    status: 'A',
    brandId: '',
    categoryId: '',
    subCategoryIds: [],
    colorIds: [],
    styleIds: [],
    supplierId: '',
    taxRateId: '',
    images: [],
    sellBy: 'u',
    retailPrice: '',
    salePercent: '0',
    packs: [],
    minPurchase: '1',
    supplierPrice: '0.00',
    freeDelivery: false,
    inStock: '0',
    minStock: '0',
    criticalStock: '0',
    featured: false,
    special: false,
    productWeight: '0',
    weightUnit: 'g',
    sizes: [],
    lng: { eng: noTexts(), ita: noTexts() },
  };
}

export const emptyPack = (): PackValues => ({ descr: '', itaDescr: '', quantity: '2', price: '' });

const pickTexts = (text: AdminProduct['lng']['eng']): TextValues => ({
  name: text.name,
  description: text.description,
  priceDescr: text.priceDescr,
  packDescr: text.packDescr,
  pageTitle: text.pageTitle,
  seoTitle: text.seoTitle,
  metaDescr: text.metaDescr,
});

const idText = (id: number | null) => (id === null ? '' : String(id));

/** The form of a product the admin list (or a write) answered. */
export function formFromProduct(product: AdminProduct): ProductFormValues {
  const { admin, sell } = product;
  return {
    _id: product._id,
    sku: product.sku,
    status: product.status,
    brandId: idText(admin.brandId),
    categoryId: idText(admin.categoryId),
    subCategoryIds: [...admin.subCategoryIds],
    colorIds: [...admin.colorIds],
    styleIds: [...admin.styleIds],
    supplierId: idText(admin.supplierId),
    taxRateId: idText(admin.taxRateId),
    images: admin.imageKeys.map((key) => `/images/${key}`),
    sellBy: sell.sellBy,
    retailPrice: euroTextFromCents(sell.retailPrice),
    salePercent: String(sell.salePrice),
    packs: sell.packs.map((pack) => ({
      descr: pack.descr,
      itaDescr: pack.itaDescr,
      quantity: String(pack.quantity),
      price: euroTextFromCents(pack.price),
    })),
    minPurchase: String(sell.minPurchase),
    supplierPrice: euroTextFromCents(sell.supplierPrice ?? 0),
    freeDelivery: sell.freeDelivery,
    inStock: String(sell.inStock),
    minStock: String(sell.minStock),
    criticalStock: String(sell.criticalStock),
    featured: product.list.featured,
    special: product.admin?.special ?? product.list.special,
    productWeight: String(product.productWeight),
    weightUnit: product.weightUnit,
    sizes: SIZES.filter((size) => product.sizes.includes(size)),
    lng: { eng: pickTexts(product.lng.eng), ita: pickTexts(product.lng.ita) },
  };
}

/** A whole number typed in a field; null for anything else (signs, decimals, empty). */
export function wholeNumberFromText(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * What the form checks before sending, by the body path the server uses for the same field
 * (product.retailPrice, product.packs.0.price, product.lng.ita.name), so the form shows its
 * own and the server's messages in the same place. Values are keys of adminProducts texts.
 */
export type FormProblems = Partial<Record<string, string>>;

export type FormResult =
  { ok: true; product: ProductInput & { _id?: string } } | { ok: false; problems: FormProblems };

const P = 'product';

/** The body's `product` for POST (no _id) or PUT (with it) admin_products. */
export function productInputFromForm(values: ProductFormValues): FormResult {
  const problems: FormProblems = {};
  const need = <T>(path: string, value: T | null, key: string): T => {
    if (value === null) problems[`${P}.${path}`] = key;
    return value as T;
  };
  const id = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);
  const optionalId = (text: string) => (text === '' ? null : id(text));
  const count = (path: string, text: string) =>
    need(path, wholeNumberFromText(text), 'adminProducts.problem.count');
  const euro = (path: string, text: string) =>
    need(path, centsFromEuroText(text), 'adminProducts.problem.euro');

  const sku = values.sku.trim();
  if (!/^[A-Za-z0-9._-]{1,40}$/.test(sku)) problems[`${P}.sku`] = 'adminProducts.problem.sku';
  const salePercent = wholeNumberFromText(values.salePercent);
  need(
    'salePercent',
    salePercent !== null && salePercent <= 100 ? salePercent : null,
    'adminProducts.problem.percent',
  );
  const minPurchase = wholeNumberFromText(values.minPurchase);
  need(
    'minPurchase',
    minPurchase !== null && minPurchase >= 1 ? minPurchase : null,
    'adminProducts.problem.minPurchase',
  );
  const packs = values.packs.map((pack, index) => {
    const quantity = wholeNumberFromText(pack.quantity);
    return {
      descr: pack.descr.trim(),
      itaDescr: pack.itaDescr.trim(),
      quantity: need(
        `packs.${index}.quantity`,
        quantity !== null && quantity >= 2 ? quantity : null,
        'adminProducts.problem.packQuantity',
      ),
      price: euro(`packs.${index}.price`, pack.price),
    };
  });
  const texts = (language: ContentLanguage) => {
    const source = values.lng[language];
    const out = Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, source[field].trim()]),
    ) as TextValues;
    if (!out.name) problems[`${P}.lng.${language}.name`] = 'adminProducts.problem.name';
    return out;
  };

  const product: ProductInput & { _id?: string } = {
    sku,
    status: values.status,
    brandId: need('brandId', id(values.brandId), 'adminProducts.problem.brand'),
    categoryId: need('categoryId', id(values.categoryId), 'adminProducts.problem.category'),
    subCategoryIds: [...values.subCategoryIds],
    colorIds: [...values.colorIds],
    styleIds: [...values.styleIds],
    supplierId: optionalId(values.supplierId),
    taxRateId: optionalId(values.taxRateId),
    images: values.images.filter(Boolean).slice(0, FORM_IMAGES_MAX),
    sellBy: values.sellBy,
    retailPrice: euro('retailPrice', values.retailPrice),
    salePercent: salePercent ?? 0,
    packs,
    minPurchase: minPurchase ?? 1,
    supplierPrice: euro('supplierPrice', values.supplierPrice),
    freeDelivery: values.freeDelivery,
    inStock: count('inStock', values.inStock),
    minStock: count('minStock', values.minStock),
    criticalStock: count('criticalStock', values.criticalStock),
    featured: values.featured,
    special: values.special,
    productWeight: count('productWeight', values.productWeight),
    weightUnit: values.weightUnit,
    sizes: SIZES.filter((size) => values.sizes.includes(size)),
    lng: { eng: texts('eng'), ita: texts('ita') },
  };
  if (values._id) product._id = values._id;
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, product };
}

/** Sub-category ids that belong to the chosen category (a category change drops the rest). */
export function keepSubCategories(
  ids: readonly number[],
  subsOfCategory: readonly { _id: number }[],
): number[] {
  return ids.filter((id) => subsOfCategory.some((sub) => sub._id === id));
}

/** Moves item `from` one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

const PATH_PROBLEMS: [RegExp, string][] = [
  [/^product\.sku$/, 'adminProducts.problem.sku'],
  [/^product\.lng\.(eng|ita)\.name$/, 'adminProducts.problem.name'],
  [/^product\.(retailPrice|supplierPrice|packs\.\d+\.price)$/, 'adminProducts.problem.euro'],
  [/^product\.salePercent$/, 'adminProducts.problem.percent'],
  [/^product\.minPurchase$/, 'adminProducts.problem.minPurchase'],
  [/^product\.packs\.\d+\.quantity$/, 'adminProducts.problem.packQuantity'],
  [/^product\.(inStock|minStock|criticalStock|productWeight)$/, 'adminProducts.problem.count'],
  [/^product\.brandId$/, 'adminProducts.problem.brand'],
  [/^product\.categoryId$/, 'adminProducts.problem.category'],
  [/^product\.subCategoryIds/, 'adminProducts.problem.subCategories'],
  [/^product\.images/, 'adminProducts.problem.images'],
];

/**
 * The form's own text for a field the server refused (its messages are English), or undefined
 * when the form has none for that path. 409 ALREADY_EXISTS names the sku or the English name.
 */
export function problemKeyForPath(path: string, code: string): string | undefined {
  if (code === 'ALREADY_EXISTS') {
    if (path === 'product.sku') return 'adminProducts.problem.skuTaken';
    if (path === 'product.lng.eng.name') return 'adminProducts.problem.nameTaken';
  }
  return PATH_PROBLEMS.find(([pattern]) => pattern.test(path))?.[1];
}

const SHOWN_FIELDS = new RegExp(
  '^product\\.(sku|status|brandId|categoryId|supplierId|taxRateId|sellBy|retailPrice|' +
    'salePercent|minPurchase|supplierPrice|inStock|minStock|criticalStock|productWeight|' +
    'weightUnit|subCategoryIds|colorIds|styleIds|sizes|images|' +
    'packs\\.\\d+\\.(descr|itaDescr|quantity|price)|lng\\.(eng|ita)\\.[a-zA-Z]+)$',
);

/**
 * The form field that shows a refused path: a list's item (images.2, colorIds.0) shows on its
 * list. null when the form has no place for it, so its message goes to the form's alert.
 */
export function formFieldOfPath(path: string): string | null {
  const field = path.replace(
    /^(product\.(?:images|subCategoryIds|colorIds|styleIds|sizes))\.\d+$/,
    '$1',
  );
  return SHOWN_FIELDS.test(field) ? field : null;
}
