import type { CatalogueProduct } from './product';

/**
 * A product as a list card needs it: long texts and the extra pictures left out, so a list
 * page's data stays small. Same type, so filters and sorting work on it unchanged.
 */
export function toListProduct(product: CatalogueProduct): CatalogueProduct {
  const short = (text: CatalogueProduct['lng']['eng']) => ({
    ...text,
    description: '',
    pageTitle: '',
    seoTitle: '',
    metaDescr: '',
  });
  return {
    ...product,
    image: { ...product.image, images: [] },
    lng: { eng: short(product.lng.eng), ita: short(product.lng.ita) },
  };
}
