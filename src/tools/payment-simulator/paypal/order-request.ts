import * as z from 'zod';
import { paypalError, unprocessable, type ErrorDetail } from './errors';
import { toMinor, type PaypalMoney } from './money';
import type { PaypalAnswer, PurchaseUnitInput } from './types';

const money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
});

const experience = z
  .object({
    return_url: z.url().optional(),
    cancel_url: z.url().optional(),
    brand_name: z.string().optional(),
  })
  .loose();

const orderRequest = z.object({
  intent: z.enum(['CAPTURE']),
  purchase_units: z
    .array(
      z
        .object({
          reference_id: z.string().max(256).optional(),
          amount: money.extend({ breakdown: z.record(z.string(), money).optional() }).loose(),
          custom_id: z.string().max(127).optional(),
          invoice_id: z.string().max(127).optional(),
          description: z.string().max(127).optional(),
          items: z
            .array(
              z
                .object({
                  name: z.string().min(1).max(127),
                  quantity: z.string().regex(/^[1-9]\d{0,9}$/),
                  unit_amount: money,
                  tax: money.optional(),
                })
                .loose(),
            )
            .optional(),
        })
        .loose(),
    )
    .min(1)
    .max(10),
  payment_source: z
    .object({ paypal: z.object({ experience_context: experience.optional() }).loose() })
    .loose()
    .optional(),
  application_context: experience.optional(),
});

export interface OrderRequest {
  purchaseUnits: PurchaseUnitInput[];
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string | null;
  withPaymentSource: boolean;
}

function detailOf(issue: z.core.$ZodIssue): ErrorDetail {
  const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return {
    field: `/${issue.path.join('/')}`,
    location: 'body',
    issue: missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    description: missing
      ? 'A required field / parameter is missing.'
      : 'The value of a field is invalid.',
  };
}

function sum(values: (PaypalMoney | undefined)[]): number {
  return values.reduce((total, value) => total + (value ? toMinor(value) : 0), 0);
}

/** PayPal checks that amounts add up; a shop that rounds differently gets the same 422 here. */
function totalsProblem(unit: PurchaseUnitInput): PaypalAnswer | null {
  const breakdown = unit.amount.breakdown;
  if (!breakdown) {
    return unit.items?.length
      ? unprocessable(
          'ITEM_TOTAL_REQUIRED',
          'If item details are specified, amount.breakdown.item_total is required.',
        )
      : null;
  }
  const currencies = [unit.amount, ...Object.values(breakdown)].map((m) => m?.currency_code);
  if (currencies.some((code) => code !== unit.amount.currency_code)) {
    return unprocessable('CURRENCY_MISMATCH', 'Currency code should be the same for all amounts.');
  }
  const expected =
    sum([
      breakdown.item_total,
      breakdown.tax_total,
      breakdown.shipping,
      breakdown.handling,
      breakdown.insurance,
    ]) - sum([breakdown.shipping_discount, breakdown.discount]);
  if (expected !== toMinor(unit.amount)) {
    return unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    );
  }
  const items = unit.items ?? [];
  if (items.length === 0) return null;
  const itemTotal = items.reduce(
    (t, item) => t + toMinor(item.unit_amount) * Number(item.quantity),
    0,
  );
  if (itemTotal !== sum([breakdown.item_total])) {
    return unprocessable(
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items.',
    );
  }
  const taxTotal = items.reduce(
    (t, item) => t + (item.tax ? toMinor(item.tax) : 0) * Number(item.quantity),
    0,
  );
  if (items.some((item) => item.tax) && taxTotal !== sum([breakdown.tax_total])) {
    return unprocessable(
      'TAX_TOTAL_MISMATCH',
      'Should equal sum of (tax * quantity) across all items.',
    );
  }
  return null;
}

/** The create-order body read as PayPal reads it: schema errors 400, business rules 422. */
export function readOrderRequest(body: unknown): OrderRequest | PaypalAnswer {
  const parsed = orderRequest.safeParse(body);
  if (!parsed.success)
    return paypalError(400, 'INVALID_REQUEST', parsed.error.issues.map(detailOf));
  const units = parsed.data.purchase_units as PurchaseUnitInput[];
  for (const unit of units) {
    const problem = totalsProblem(unit);
    if (problem) return problem;
  }
  const context =
    parsed.data.payment_source?.paypal.experience_context ?? parsed.data.application_context;
  return {
    purchaseUnits: units,
    returnUrl: context?.return_url ?? null,
    cancelUrl: context?.cancel_url ?? null,
    brandName: context?.brand_name ?? null,
    withPaymentSource: Boolean(parsed.data.payment_source?.paypal),
  };
}
