import type { shipperRoutes } from '../../../server/admin/reference/admin-reference-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';
import type { OrderEntry, OrderLine } from '../../account/order-entry';

/** One row of GET admin_orders (docs/api-admin.md "Orders"); money in cents, dates ISO. */
export interface OrderRow {
  _id: string;
  orderNo: number;
  placedAt: string;
  status: string;
  paymentStatus: string;
  statusLabel: string;
  customer: { email: string; customerId: string | null; name: string };
  country: string;
  totalIncTax: number;
  currency: string;
  totalItems: number;
  deliveryType: string;
  deliveryDate: { from: string | null; to: string | null };
  trackingNo: string;
  items: {
    total: number;
    shipped: number;
    cancelled: number;
    returned: number;
    /** Lines with a return request not yet received back. */
    returnsToHandle: number;
  };
}

export interface OrderListAnswer {
  orders: OrderRow[];
  total: number;
  page: number;
  rows: number;
  sort: string;
  /** Placed orders with a return to handle, whatever the criteria (filter R). */
  returnsToHandle: number;
}

export interface AdminOrderItem extends OrderLine {
  image: string;
  productWeight: number;
  supplierPrice: number;
}

export interface OrderPayment {
  provider: string;
  providerId: string;
  amount: number;
  status: string;
  createdAt: string;
}

export interface OrderEvent {
  action: string;
  at: string;
  by: string | null;
  itemId: string | null;
  details: Record<string, unknown>;
}

/** GET admin_order's `order`: the customer's order shape plus the back office's fields. */
export interface AdminOrder extends Omit<OrderEntry, 'items' | 'address' | 'payment'> {
  paymentStatus: string;
  statusLabel: string;
  paymentRequestedAt: string | null;
  /** When the buyer agreed to the terms; null for orders placed before it was kept. */
  termsAcceptedAt: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  cancelledAt: string | null;
  shipperId: number | null;
  amountPaid: number;
  amountDue: number;
  customer: { email: string; customerId: string | null };
  address: {
    addrName: string;
    addrEmail: string;
    addrTel: string;
    addrLine1: string;
    addrLine2: string;
    addrCity: string;
    addrRegion: string;
    addrCode: string;
    addrCountry: string;
    addrComments: string;
  };
  payment: { status: string; type: string; ref: string };
  items: AdminOrderItem[];
  payments: OrderPayment[];
  events: OrderEvent[];
}

/** A shipper as GET admin_shippers answers it. */
export type Shipper = AnswerOf<typeof shipperRoutes.get>['shippers'][number];
