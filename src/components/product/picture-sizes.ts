/**
 * Each product picture's width on screen, as `sizes` for its srcset, from the grids that hold
 * it (container-lg: full width to 992 px, then 960, 1140 and 1320 px; the grids' gutters). The
 * browser takes the copy that fills that width at the screen's density (issue 25.15, round 4).
 * The other grids' are in product-picture-sizes.ts: a module's texts all go where any is used,
 * and a list's first scripts need only this one.
 */

/** The lists' cards: two a row, three from 992 px, beside the filters' column from 768 px. */
export const LIST_CARD_SIZES =
  '(min-width: 1400px) 318px, (min-width: 1200px) 273px, (min-width: 992px) 228px, ' +
  '(min-width: 768px) calc(37.5vw - 20px), calc(50vw - 20px)';
