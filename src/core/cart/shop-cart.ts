import type { SellBy } from '../catalogue/product';
import type { DeliveryType } from '../delivery/delivery-fee';
import type { OrderStatus, PaymentStatus } from '../orders/order-status';
import type { Language } from '../routes/languages';

/**
 * The cart as every cart call answers it (spec section 3, "Cart / order"; docs/api-checkout.md).
 * The server computes every figure from the database; the browser keeps this copy
 * (customerCart) to show it and to send back its cartId, nothing else.
 */
export interface ShopCartAddress {
  addrName: string;
  addrEmail: string;
  addrTel: string;
  addrLine1: string;
  addrLine2: string;
  addrCity: string;
  addrRegion: string;
  addrCode: string;
  /** ISO 3166-1 alpha-2 code of a delivery country. */
  addrCountry: string;
  addrComments: string;
  addrId: string | null;
}

export type PaymentType = 'PAYPAL' | 'STRIPE';

export interface ShopCartPayment {
  type: PaymentType | null;
  status: PaymentStatus;
  ref: string;
  id: string;
  payerId: string;
}

export interface DeliveryOption {
  type: DeliveryType;
  /** Cents, as the shop's prices are entered (tax-inclusive when taxIncluded). */
  fee: number;
  days: string;
  from: string;
  to: string;
}

export interface ShopCartDelivery {
  currency: string;
  totalIncTax: number;
  totalTax: number;
  totalExTax: number;
  cartIncTax: number;
  cartTax: number;
  cartExTax: number;
  deliveryItems: number;
  deliveryWeight: number;
  deliveryIncTax: number;
  deliveryTax: number;
  deliveryExTax: number;
  deliveryDate: { from: string; to: string } | null;
  deliveryDays: string;
  deliveryType: DeliveryType;
  trackingNo: string;
  trackingComments: string;
  /** Both delivery types for the address's country; empty until an address is set. */
  options: DeliveryOption[];
}

export interface ShopCartItem {
  _id: string;
  /** sku|size|color|style|pack: one line per product and choice. */
  key: string;
  sku: string;
  url: string;
  name: string;
  itaName: string;
  priceDescr: string;
  itaPriceDescr: string;
  packDescr: string;
  itaPackDescr: string;
  image: string;
  /** Packs when the line has one, else units. */
  quantity: number;
  /** The least quantity: the product's minimum in units, rounded up to whole packs. */
  minPurchase: number;
  /** Units in one of the chosen pack (1 without a pack). */
  sellPack: number;
  /** Cents after the sale discount (per kg for weight-priced lines). */
  unitPrice: number;
  retailPrice: number;
  /** The sale's percentage discount (spec 9). */
  salePrice: number;
  onSale: boolean;
  itemTax: number;
  itemExTax: number;
  itemIncTax: number;
  size: string;
  /** The colour and style as chosen, by their English names, and their Italian names. */
  color: string;
  itaColor: string;
  style: string;
  itaStyle: string;
  /** Grams per unit. */
  productWeight: number;
  /** Grams of the whole line: productWeight x sellPack x quantity. */
  weight: number;
  sellBy: SellBy;
  /** Weight-priced: its price is "TBC" until weighed, and 0 in the totals. */
  tbc: boolean;
  freeDelivery: boolean;
  shipped: boolean;
  status: 'O';
  deliveryDays: string;
  deliveryType: DeliveryType;
  /** How many of this line can be bought now, given the cart's other lines of the product. */
  available: number;
}

export type CartNoticeCode = 'QUANTITY_REDUCED' | 'OUT_OF_STOCK' | 'PRICE_CHANGED' | 'REMOVED';

export interface CartNotice {
  sku: string;
  code: CartNoticeCode;
}

export interface ShopCart {
  _id: string;
  cartId: string;
  dateAdded: string;
  status: OrderStatus;
  lng: Language;
  customer: { email: string; customerId: string | null };
  address: ShopCartAddress | null;
  payment: ShopCartPayment;
  cart: {
    currency: string;
    /** Whole-percent view of taxBp, as the spec names it. */
    taxPercent: number;
    taxBp: number;
    taxIncluded: boolean;
    totalWeight: number;
    totalPrice: number;
    totalItems: number;
    expiresOn: string;
    hasWeightItems: boolean;
  };
  delivery: ShopCartDelivery;
  items: ShopCartItem[];
  notices: CartNotice[];
}

/** What a cart call answers: null once the cart is gone (emptied, deleted or ordered). */
export interface CartAnswer {
  cart: ShopCart | null;
}
