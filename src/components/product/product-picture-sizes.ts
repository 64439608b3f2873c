/*
 * The other grids' picture widths, as `sizes` (picture-sizes.ts says how they are written): the
 * home page's and the product page's, apart from the lists' own.
 */

/** The featured products' cards (a search that found nothing): two a row, four from 992 px. */
export const FEATURED_CARD_SIZES =
  '(min-width: 1400px) 312px, (min-width: 1200px) 267px, (min-width: 992px) 222px, ' +
  'calc(50vw - 20px)';

/** Related products: two a row, three from 576 px, six from 992 px. */
export const RELATED_CARD_SIZES =
  '(min-width: 1400px) 203px, (min-width: 1200px) 173px, (min-width: 992px) 143px, ' +
  '(min-width: 576px) calc(33.3vw - 19px), calc(50vw - 20px)';

/** A product page's main picture: the page's width, half of it from 768 px. */
export const PRODUCT_PICTURE_SIZES =
  '(min-width: 1400px) 648px, (min-width: 1200px) 558px, (min-width: 992px) 468px, ' +
  '(min-width: 768px) calc(50vw - 24px), calc(100vw - 24px)';

/** A product page's thumbnails: four a row under its main picture (g-2 gutters). */
export const THUMBNAIL_SIZES =
  '(min-width: 1400px) 156px, (min-width: 1200px) 134px, (min-width: 992px) 111px, ' +
  '(min-width: 768px) calc(12.5vw - 12px), calc(25vw - 12px)';
