import type {
  AdminProductIds,
  CatalogueProduct,
  ProductLanguageText,
} from '../../core/catalogue/product';
import { salePriceCents } from '../../core/money/sale-price';
import type { ProductText } from '../db/schema';
import { imageUrl } from '../providers/images';
import type { LinkedName, NamePair, ProductRow } from './product-rows';

const join = (pairs: NamePair[], pick: (p: NamePair) => string) => pairs.map(pick).join(';');

function languageText(
  text: ProductText,
  row: ProductRow,
  pick: (pair: NamePair) => string,
): ProductLanguageText {
  return {
    name: text.name,
    description: text.description,
    priceDescr: text.priceDescr,
    packDescr: text.packDescr,
    brand: pick(row.brand),
    category: pick(row.category),
    subCategory: join(row.subCategories, pick),
    colors: row.colors.map(pick),
    styles: row.styles.map(pick),
    pageTitle: text.pageTitle,
    seoTitle: text.seoTitle,
    metaDescr: text.metaDescr,
  };
}

const ids = (names: LinkedName[]) => names.map((n) => n.id);

/** The ids behind the names, so an admin form can post the product back. */
function adminIds(row: ProductRow): AdminProductIds {
  const p = row.product;
  return {
    brandId: p.brandId,
    categoryId: p.categoryId,
    subCategoryIds: ids(row.subCategories),
    colorIds: ids(row.colors),
    styleIds: ids(row.styles),
    supplierId: p.supplierId,
    taxRateId: p.taxRateId,
    imageKeys: p.images,
    special: p.special,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const english = (pair: NamePair) => pair.name;
const italian = (pair: NamePair) => pair.itaName || pair.name;

/** The spec's product shape; supplier prices and the `admin` ids only reach administrators. */
export function presentProduct(row: ProductRow, forAdmin: boolean): CatalogueProduct {
  const p = row.product;
  const images = p.images.map(imageUrl);
  return {
    _id: p.id,
    sku: p.sku,
    url: p.url,
    status: p.status === 'Z' ? 'Z' : 'A',
    image: { image1: images[0] ?? '', images, published: images.length },
    sell: {
      sellBy: p.sellBy === 'w' ? 'w' : 'u',
      retailPrice: p.retailPrice,
      salePrice: p.salePercent,
      price: salePriceCents(p.retailPrice, p.salePercent),
      packs: p.packs,
      minPurchase: p.minPurchase,
      ...(forAdmin ? { supplierPrice: p.supplierPrice } : {}),
      freeDelivery: p.freeDelivery,
      inStock: p.inStock,
      minStock: p.minStock,
      criticalStock: p.criticalStock,
    },
    list: { featured: p.featured, special: p.special || p.salePercent > 0 },
    productWeight: p.productWeight,
    weightUnit: p.weightUnit === 'kg' ? 'kg' : 'g',
    brand: row.brand.name,
    category: row.category.name,
    subCategory: join(row.subCategories, english),
    colors: row.colors.map(english),
    styles: row.styles.map(english),
    sizes: p.sizes,
    lng: { eng: languageText(p.eng, row, english), ita: languageText(p.ita, row, italian) },
    ...(forAdmin ? { admin: adminIds(row) } : {}),
  };
}
