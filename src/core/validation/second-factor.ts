import * as z from 'zod';
import { API_ERROR_MESSAGES } from '../api-errors';

/** POST signin_second_factor: the ticket signin gave, and a code typed by the administrator. */
export const secondFactorSchema = z.object({
  ticket: z.string().min(1).max(4000),
  code: z
    .string({ error: API_ERROR_MESSAGES.ENTER_CODE })
    .trim()
    .min(1, API_ERROR_MESSAGES.ENTER_CODE)
    .max(64),
  /** "Remember this device for 30 days". */
  remember: z.boolean().optional().default(false),
});

export type SecondFactorPayload = z.input<typeof secondFactorSchema>;
