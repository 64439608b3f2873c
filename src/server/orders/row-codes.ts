import type { z } from 'zod';
import {
  deliveryTypeSchema,
  orderStatusSchema,
  paymentStatusSchema,
  paymentTypeSchema,
  type sellBySchema,
} from '../../core/cart/shop-cart';
import { columnCode } from '../db/column-code';
import { itemStatusSchema, paymentProviderSchema, returnStatusSchema } from './order-answer';

/* The codes the order tables keep in text columns, typed as the answers declare them. */

export const orderStatusOf = columnCode(orderStatusSchema, 'orders.status');
export const paymentStatusOf = columnCode(paymentStatusSchema, 'orders.payment_status');
export const itemStatusOf = columnCode(itemStatusSchema, 'order_items.status');
export const returnStatusOf = columnCode(returnStatusSchema, 'returns.status');
export const paymentProviderOf = columnCode(paymentProviderSchema, 'payments.provider');
export const deliveryTypeOf = columnCode(deliveryTypeSchema, 'orders.delivery_type');
const paymentTypeCode = columnCode(paymentTypeSchema, 'orders.payment_type');
export const paymentTypeOf = (value: string | null) =>
  value === null ? null : paymentTypeCode(value);

/*
 * A line's sellBy and deliveryType have no constraint: they were copied from the product and
 * the cart, and anything else reads as the default, as the cart has always shown it.
 */
export const lineSellBy = (value: string): z.output<typeof sellBySchema> =>
  value === 'w' ? 'w' : 'u';
export const lineDeliveryType = (value: string): z.output<typeof deliveryTypeSchema> =>
  value === 'exp' ? 'exp' : 'std';
