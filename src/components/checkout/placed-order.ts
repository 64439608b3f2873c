import type { ShopCartAddress, ShopCartDelivery } from '../../core/cart/shop-cart';

/** One line of a placed order, as far as the confirmation page shows it. */
export interface PlacedLine {
  _id: string;
  sku: string;
  url: string;
  name: string;
  itaName: string;
  packDescr: string;
  quantity: number;
  unitPrice: number;
  itemIncTax: number;
  size: string;
  color: string;
  /** The options' Italian names (absent in a confirmation kept from before they were sent). */
  itaColor?: string;
  style?: string;
  itaStyle?: string;
  itaPackDescr?: string;
  sellPack?: number;
  sellBy: string;
  /** A weight-priced line has its price once weighed. */
  weighed: boolean;
}

/** The figures a placed order keeps (its delivery date may be unknown: no country then). */
export type PlacedDelivery = Pick<
  ShopCartDelivery,
  | 'currency'
  | 'totalIncTax'
  | 'totalTax'
  | 'cartIncTax'
  | 'cartExTax'
  | 'deliveryIncTax'
  | 'deliveryExTax'
  | 'deliveryDays'
> & { deliveryType: string; deliveryDate: { from: string | null; to: string | null } | null };

/**
 * The order order_confirm answers (the shape GET orders lists, spec 3's "Cart / order"), as
 * far as the confirmation page shows it.
 */
export interface PlacedOrder {
  _id: string;
  orderNo: number;
  dateAdded: string;
  placedAt: string | null;
  status: string;
  payment: { status: string; type: string | null };
  cart: { currency: string; taxIncluded: boolean; totalItems: number };
  delivery: PlacedDelivery;
  address: ShopCartAddress;
  items: PlacedLine[];
}

/** What /checkout_complete is handed in the history entry, so a reload still shows it. */
export interface CompletedState {
  order: PlacedOrder;
}

export function completedOrder(state: unknown): PlacedOrder | null {
  if (typeof state !== 'object' || state === null) return null;
  const order = (state as Partial<CompletedState>).order;
  return typeof order === 'object' &&
    order !== null &&
    typeof order.orderNo === 'number' &&
    Array.isArray(order.items)
    ? order
    : null;
}
