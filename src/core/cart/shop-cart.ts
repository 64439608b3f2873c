import * as z from 'zod';
import { sellBySchema } from '../catalogue/product-schema';
import { DELIVERY_TYPES } from '../delivery/delivery-fee';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order-status';
import { SITE_LANGUAGES } from '../routes/languages';

/*
 * The cart as every cart call answers it (spec section 3, "Cart / order"; docs/api-checkout.md).
 * The server computes every figure from the database; the browser keeps this copy
 * (customerCart) to show it and to send back its cartId, nothing else. The schemas are the
 * answer's one truth: /api/openapi.json is made from them, and the types below are theirs.
 */

const cents = (what: string) => z.number().int().describe(what);
const count = (what: string) => z.number().int().describe(what);

export const orderStatusSchema = z
  .enum(Object.keys(ORDER_STATUSES) as [keyof typeof ORDER_STATUSES])
  .describe('O open, C complete, P paid, S shipped, Z cancelled, U unpaid');
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES).describe('O, P or U');
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES).describe('std standard, exp express');
export const shopCartAddressSchema = z.object({
  addrName: z.string(),
  addrEmail: z.string(),
  addrTel: z.string(),
  addrLine1: z.string(),
  addrLine2: z.string(),
  addrCity: z.string(),
  addrRegion: z.string(),
  addrCode: z.string(),
  addrCountry: z.string().describe('ISO 3166-1 alpha-2 code of a delivery country'),
  addrComments: z.string(),
  addrId: z.string().nullable().describe('The address book entry it came from, if any'),
});
export type ShopCartAddress = z.output<typeof shopCartAddressSchema>;

export const paymentTypeSchema = z.enum(['PAYPAL', 'STRIPE']);
export type PaymentType = z.output<typeof paymentTypeSchema>;

export const shopCartPaymentSchema = z.object({
  type: paymentTypeSchema.nullable(),
  status: paymentStatusSchema,
  ref: z.string(),
  id: z.string(),
  payerId: z.string(),
});
export type ShopCartPayment = z.output<typeof shopCartPaymentSchema>;

export const deliveryOptionSchema = z.object({
  type: deliveryTypeSchema,
  fee: cents('Cents, as the shop’s prices are entered (tax-inclusive when taxIncluded)'),
  days: z.string(),
  from: z.string(),
  to: z.string(),
});
export type DeliveryOption = z.output<typeof deliveryOptionSchema>;

/** The totals an order row keeps for its goods, its delivery and the whole, in cents. */
export const orderFiguresSchema = z.object({
  totalIncTax: cents('Cents'),
  totalTax: cents('Cents'),
  totalExTax: cents('Cents'),
  cartIncTax: cents('Cents'),
  cartTax: cents('Cents'),
  cartExTax: cents('Cents'),
  deliveryItems: count('Items the delivery is charged for'),
  deliveryWeight: count('Grams the delivery is charged for'),
  deliveryIncTax: cents('Cents'),
  deliveryTax: cents('Cents'),
  deliveryExTax: cents('Cents'),
});

export const shopCartDeliverySchema = z.object({
  currency: z.string(),
  ...orderFiguresSchema.shape,
  deliveryDate: z.object({ from: z.string(), to: z.string() }).nullable(),
  deliveryDays: z.string(),
  deliveryType: deliveryTypeSchema,
  trackingNo: z.string(),
  trackingComments: z.string(),
  options: z
    .array(deliveryOptionSchema)
    .describe('Both delivery types for the address’s country; empty until an address is set'),
});
export type ShopCartDelivery = z.output<typeof shopCartDeliverySchema>;

export const shopCartItemSchema = z.object({
  _id: z.string(),
  key: z.string().describe('sku|size|color|style|pack: one line per product and choice'),
  sku: z.string(),
  url: z.string(),
  name: z.string(),
  itaName: z.string(),
  priceDescr: z.string(),
  itaPriceDescr: z.string(),
  packDescr: z.string(),
  itaPackDescr: z.string(),
  image: z.string(),
  quantity: count('Packs when the line has one, else units'),
  minPurchase: count(
    'The least quantity: the product’s minimum in units, rounded up to whole packs',
  ),
  sellPack: count('Units in one of the chosen pack (1 without a pack)'),
  unitPrice: cents('Cents after the sale discount (per kg for weight-priced lines)'),
  retailPrice: cents('Cents before the sale discount'),
  salePrice: z.number().int().describe('The sale’s percentage discount (spec 9)'),
  onSale: z.boolean(),
  itemTax: cents('Cents'),
  itemExTax: cents('Cents'),
  itemIncTax: cents('Cents'),
  size: z.string(),
  color: z.string().describe('The colour as chosen, by its English name'),
  itaColor: z.string(),
  style: z.string().describe('The style as chosen, by its English name'),
  itaStyle: z.string(),
  productWeight: count('Grams per unit'),
  weight: count('Grams of the whole line: productWeight x sellPack x quantity'),
  sellBy: sellBySchema,
  tbc: z.boolean().describe('Weight-priced: its price is "TBC" until weighed, and 0 in the totals'),
  freeDelivery: z.boolean(),
  shipped: z.boolean(),
  status: z.literal('O'),
  deliveryDays: z.string(),
  deliveryType: deliveryTypeSchema,
  available: count(
    'How many of this line can be bought now, given the cart’s other lines of the product',
  ),
});
export type ShopCartItem = z.output<typeof shopCartItemSchema>;

export const cartNoticeCodeSchema = z.enum([
  'QUANTITY_REDUCED',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'REMOVED',
]);
export type CartNoticeCode = z.output<typeof cartNoticeCodeSchema>;

export const cartNoticeSchema = z.object({ sku: z.string(), code: cartNoticeCodeSchema });
export type CartNotice = z.output<typeof cartNoticeSchema>;

export const shopCartSchema = z.object({
  _id: z.string(),
  cartId: z.string().describe('The token the browser keeps for its cart'),
  dateAdded: z.iso.datetime(),
  status: orderStatusSchema,
  lng: z.enum(SITE_LANGUAGES),
  customer: z.object({ email: z.string(), customerId: z.string().nullable() }),
  address: shopCartAddressSchema.nullable(),
  payment: shopCartPaymentSchema,
  cart: z.object({
    currency: z.string(),
    taxPercent: z.number().describe('Whole-percent view of taxBp, as the spec names it'),
    taxBp: z.number().int().describe('The tax rate in basis points (2200 is 22%)'),
    taxIncluded: z.boolean(),
    totalWeight: count('Grams'),
    totalPrice: cents('Cents'),
    totalItems: count('Items'),
    expiresOn: z.iso.datetime(),
    hasWeightItems: z.boolean(),
  }),
  delivery: shopCartDeliverySchema,
  items: z.array(shopCartItemSchema),
  notices: z.array(cartNoticeSchema),
});
export type ShopCart = z.output<typeof shopCartSchema>;

/** What the document says a cart answer holds (the cart calls' and checkout's). */
export const CART_DESCRIPTION =
  'The whole cart as the server priced it (docs/api-checkout.md, "Cart shape"); null when it emptied';

/** What a cart call answers: null once the cart is gone (emptied, deleted or ordered). */
export const cartAnswerSchema = z.object({
  cart: shopCartSchema.nullable().describe(CART_DESCRIPTION),
});
export type CartAnswer = z.output<typeof cartAnswerSchema>;

/** The catalogue's: a cart line is sold as its product is. */
export { sellBySchema };
