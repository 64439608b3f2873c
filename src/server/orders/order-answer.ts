import * as z from 'zod';
import {
  deliveryTypeSchema,
  orderFiguresSchema,
  orderStatusSchema,
  paymentStatusSchema,
  paymentTypeSchema,
  shopCartAddressSchema,
  shopCartItemSchema,
} from '../../core/cart/shop-cart';
import { ITEM_STATUSES } from '../../core/orders/order-status';
import { CONTENT_LANGUAGES } from '../../core/routes/languages';

/*
 * A placed order as the customer, the admin and checkout are answered it (present-order.ts):
 * the one truth of its JSON, from which /api/openapi.json and the presenters' types come.
 */

const when = z.iso.datetime();

export const itemStatusSchema = z
  .enum(ITEM_STATUSES)
  .describe('O open, S shipped, Z cancelled, R marked for return, X returned');
export const returnStatusSchema = z
  .enum(['R', 'A', 'X', 'N'])
  .describe('R requested, A authorised, X received back, N refused');

/** Who took a payment: what payments.provider's check allows; MANUAL is money marked paid by hand. */
export const paymentProviderSchema = z.enum(['PAYPAL', 'STRIPE', 'MANUAL']);

/** A return request as the customer sees it (GET returns, and on its order line). */
export const presentedReturnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNo: z.number().int(),
  itemId: z.string().describe('The order line it returns'),
  sku: z.string(),
  name: z.string(),
  itaName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  status: returnStatusSchema,
  dateAdded: when,
  receivedAt: when.nullable(),
});
export type PresentedReturn = z.output<typeof presentedReturnSchema>;

/** A parcel as the order calls show it (GET orders, GET admin_order): the carrier by name. */
export const presentedParcelSchema = z.object({
  _id: z.string().nullable().describe('The shipment; null for items shipped before they were kept'),
  shippedAt: when.nullable(),
  shipperId: z.number().int().nullable(),
  carrier: z.string().describe('The carrier’s name, empty when none was given'),
  trackingNo: z.string(),
  trackingComments: z.string(),
  trackingLink: z.string().describe('The carrier’s tracking page for this parcel, or empty'),
  itemIds: z.array(z.string()).describe('The order lines in it'),
});
export type PresentedParcel = z.output<typeof presentedParcelSchema>;

/** An order line: the cart line's fields it keeps, with its shipping and return. */
export const presentedOrderItemSchema = shopCartItemSchema
  .pick({
    _id: true,
    sku: true,
    url: true,
    name: true,
    priceDescr: true,
    packDescr: true,
    itaPackDescr: true,
    itaName: true,
    itaPriceDescr: true,
    image: true,
    quantity: true,
    minPurchase: true,
    unitPrice: true,
    retailPrice: true,
    salePrice: true,
    itemTax: true,
    itemExTax: true,
    itemIncTax: true,
    onSale: true,
    size: true,
    color: true,
    itaColor: true,
    style: true,
    itaStyle: true,
    sellPack: true,
    sellBy: true,
    productWeight: true,
    freeDelivery: true,
    deliveryDays: true,
    deliveryType: true,
    shipped: true,
  })
  .extend({
    weighed: z.boolean().describe('A weight-priced line has been weighed and priced'),
    shippedDate: when.nullable(),
    status: itemStatusSchema,
    returnable: z.boolean().describe('The customer may ask to return it now'),
    returnableUntil: when.nullable().describe('The end of its returns window, once shipped'),
    return: presentedReturnSchema.nullable(),
  });
export type PresentedOrderItem = z.output<typeof presentedOrderItemSchema>;

/**
 * A placed order in the shape of spec 3's "Cart / order" entity. Money is integer cents. The
 * supplier prices and the provider's payment ids stay on the server.
 */
export const presentedOrderSchema = z.object({
  _id: z.string(),
  cartId: z.string(),
  orderNo: z.number().int(),
  dateAdded: when,
  placedAt: when.nullable(),
  termsAcceptedAt: when
    .nullable()
    .describe('When the buyer agreed to the terms; null for orders placed before it was kept'),
  paidAt: when.nullable(),
  shippedAt: when.nullable(),
  cancelledAt: when.nullable(),
  status: orderStatusSchema,
  statusLabel: z.string().describe('The English label of the status the order shows'),
  lng: z.enum(CONTENT_LANGUAGES),
  customer: z.object({ email: z.string(), customerId: z.string().nullable() }),
  address: shopCartAddressSchema,
  payment: z.object({
    status: paymentStatusSchema,
    type: paymentTypeSchema.nullable(),
    ref: z.string(),
  }),
  cart: z.object({
    currency: z.string(),
    taxBp: z.number().int(),
    taxIncluded: z.boolean(),
    totalWeight: z.number().int(),
    totalPrice: z.number().int(),
    totalItems: z.number().int(),
  }),
  delivery: z.object({
    currency: z.string(),
    ...orderFiguresSchema.shape,
    deliveryDate: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    deliveryDays: z.string(),
    deliveryType: deliveryTypeSchema,
    trackingNo: z.string(),
    trackingComments: z.string(),
  }),
  items: z.array(presentedOrderItemSchema),
  parcels: z
    .array(presentedParcelSchema)
    .describe('Each parcel with its carrier, tracking number and lines, oldest first'),
});
export type PresentedOrder = z.output<typeof presentedOrderSchema>;
