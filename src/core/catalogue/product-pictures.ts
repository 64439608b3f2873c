import type { CatalogueProduct } from './product';

/** A product's pictures in order; one without a gallery shows its main picture. */
export function productPictures(product: Pick<CatalogueProduct, 'image'>): string[] {
  return product.image.images.length > 0 ? product.image.images : [product.image.image1];
}
