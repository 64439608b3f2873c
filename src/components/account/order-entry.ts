/** A return request as GET returns (and an order line's `return`) answer it. */
export interface ReturnEntry {
  _id: string;
  orderId: string;
  orderNo: number;
  itemId: string;
  sku: string;
  name: string;
  itaName: string;
  image: string;
  quantity: number;
  reason: string;
  /** R requested, A authorised, X received back, N refused. */
  status: 'R' | 'A' | 'X' | 'N';
  dateAdded: string;
  receivedAt: string | null;
}

/** An order line as GET orders answers it (the fields the customer's screens use). */
export interface OrderLine {
  _id: string;
  sku: string;
  url: string;
  name: string;
  itaName: string;
  priceDescr: string;
  itaPriceDescr: string;
  packDescr: string;
  itaPackDescr: string;
  quantity: number;
  unitPrice: number;
  itemIncTax: number;
  size: string;
  color: string;
  itaColor: string;
  style: string;
  itaStyle: string;
  /** Units in one bought item (a pack's size; 1 without a pack). */
  sellPack: number;
  sellBy: string;
  weighed: boolean;
  /** Grams per unit (the real weight once a weight-priced line is weighed). */
  productWeight: number;
  shipped: boolean;
  shippedDate: string | null;
  /** O open, S shipped, Z cancelled, R marked for return, X returned. */
  status: string;
  returnable: boolean;
  returnableUntil: string | null;
  return: ReturnEntry | null;
}

/** A placed order as GET orders answers it (spec 3's "Cart / order", money in cents). */
export interface OrderEntry {
  _id: string;
  orderNo: number;
  dateAdded: string;
  placedAt: string | null;
  status: string;
  payment: { status: string };
  cart: { currency: string; totalItems: number };
  delivery: {
    currency: string;
    totalIncTax: number;
    cartIncTax: number;
    deliveryIncTax: number;
    totalTax: number;
    deliveryDate: { from: string | null; to: string | null };
    deliveryDays: string;
    deliveryType: string;
    trackingNo: string;
    trackingComments: string;
  };
  address: { addrName: string; addrLine1: string; addrCity: string; addrCountry: string };
  items: OrderLine[];
}

/** A line's name in the page's language (content code eng/ita). */
export const lineName = (line: { name: string; itaName: string }, lng: 'eng' | 'ita') =>
  (lng === 'ita' && line.itaName) || line.name;
