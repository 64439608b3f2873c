import type { PaypalMoney } from './money';

/** A purchase unit as the shop sent it (validated); fields it did not send stay absent. */
export interface PurchaseUnitInput {
  reference_id?: string;
  amount: PaypalMoney & { breakdown?: Record<string, PaypalMoney | undefined> };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  soft_descriptor?: string;
  items?: {
    name: string;
    quantity: string;
    unit_amount: PaypalMoney;
    tax?: PaypalMoney;
    [key: string]: unknown;
  }[];
  [key: string]: unknown;
}

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface SimPayer {
  payerId: string;
  email: string;
  givenName: string;
  surname: string;
  countryCode: string;
}

export interface SimOrder {
  id: string;
  status: OrderStatus;
  purchaseUnits: PurchaseUnitInput[];
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string | null;
  /** Created with payment_source.paypal (PAYER_ACTION_REQUIRED), not the older CREATED flow. */
  withPaymentSource: boolean;
  payer: SimPayer | null;
  /** Approved on the page with the card that will be declined: the capture fails. */
  declineOnCapture: boolean;
  captureIds: string[];
  createTime: string;
  updateTime: string;
}

export interface SimCapture {
  id: string;
  orderId: string;
  amount: PaypalMoney;
  customId: string | null;
  invoiceId: string | null;
  refundedMinor: number;
  refundIds: string[];
  createTime: string;
  updateTime: string;
}

export interface SimPaypalRefund {
  id: string;
  captureId: string;
  amount: PaypalMoney;
  invoiceId: string | null;
  noteToPayer: string | null;
  createTime: string;
}

export interface PaypalAnswer {
  status: number;
  body: unknown;
}

export interface PaypalState {
  orders: Map<string, SimOrder>;
  captures: Map<string, SimCapture>;
  refunds: Map<string, SimPaypalRefund>;
  /** `order|refund` + PayPal-Request-Id → the id that first call made, so a retry answers it again. */
  requestIds: Map<string, string>;
}

export function createPaypalState(): PaypalState {
  return { orders: new Map(), captures: new Map(), refunds: new Map(), requestIds: new Map() };
}

export function isPaypalAnswer(value: object): value is PaypalAnswer {
  return 'body' in value && 'status' in value;
}
