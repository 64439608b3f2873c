import type { ProductImportColumn, StockImportColumn } from './csv-columns';

/** Names of existing records the example row can use, so the template imports as it is. */
export interface TemplateNames {
  brand?: string;
  category?: string;
  subCategory?: string;
  color?: string;
  style?: string;
  supplier?: string;
  taxRate?: string;
}

/** The product template's example row: every column filled the way the import reads it. */
export function productTemplateRow(names: TemplateNames): Record<ProductImportColumn, string> {
  return {
    sku: 'EXAMPLE-1',
    status: 'A',
    brand: names.brand ?? 'Brand name',
    category: names.category ?? 'Category name',
    subCategories: names.subCategory ?? '',
    colors: names.color ?? '',
    styles: names.style ?? '',
    sizes: 'S;M;L',
    supplier: names.supplier ?? '',
    taxRate: names.taxRate ?? '',
    sellBy: 'u',
    retailPrice: '129.90',
    salePercent: '0',
    minPurchase: '1',
    packs: '6|699.00|Box of six|Scatola da sei',
    supplierPrice: '60.00',
    freeDelivery: 'no',
    inStock: '10',
    minStock: '2',
    criticalStock: '1',
    featured: 'no',
    special: 'no',
    productWeight: '500',
    weightUnit: 'g',
    images: '',
    eng_name: 'Example product',
    eng_description: 'What the product is, in English.',
    eng_priceDescr: '',
    eng_packDescr: '',
    eng_pageTitle: 'Example product',
    eng_seoTitle: 'Example product',
    eng_metaDescr: 'A short description for search engines.',
    ita_name: 'Prodotto di esempio',
    ita_description: 'Che cosa è il prodotto, in italiano.',
    ita_priceDescr: '',
    ita_packDescr: '',
    ita_pageTitle: 'Prodotto di esempio',
    ita_seoTitle: 'Prodotto di esempio',
    ita_metaDescr: 'Una breve descrizione per i motori di ricerca.',
  };
}

export const STOCK_TEMPLATE_ROW: Record<StockImportColumn, string> = {
  sku: 'EXAMPLE-1',
  inStock: '10',
  minStock: '2',
  criticalStock: '1',
};
