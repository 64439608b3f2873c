/**
 * Spec section 4: "Admin order sort codes: 1 gives A, 2 gives DD, 3 gives E, anything else
 * gives D." The code arrives as a number from the UI or as text from a query string, so both
 * are read.
 */
export const ADMIN_ORDER_SORTS = ['A', 'DD', 'E', 'D'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export function adminOrderSort(code: number | string | null | undefined): AdminOrderSort {
  switch (String(code).trim()) {
    case '1':
      return 'A';
    case '2':
      return 'DD';
    case '3':
      return 'E';
    default:
      return 'D';
  }
}
