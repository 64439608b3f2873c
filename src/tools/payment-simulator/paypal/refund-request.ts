import * as z from 'zod';
import { paypalError } from './errors';
import type { PaypalAnswer } from './types';

const refundRequest = z
  .object({
    amount: z
      .object({
        currency_code: z.string().regex(/^[A-Z]{3}$/),
        value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
      })
      .optional(),
    invoice_id: z.string().max(127).optional(),
    note_to_payer: z.string().max(255).optional(),
  })
  .loose();

export type RefundRequest = z.infer<typeof refundRequest>;

export function readRefundRequest(body: unknown): RefundRequest | PaypalAnswer {
  const parsed = refundRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  return paypalError(
    400,
    'INVALID_REQUEST',
    parsed.error.issues.map((issue) => ({
      field: `/${issue.path.join('/')}`,
      location: 'body' as const,
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    })),
  );
}
