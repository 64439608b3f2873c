import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';

/** Spec section 5: "Terms must be agreed at checkout." */
export const checkoutTermsSchema = z.object({
  agreeTerms: z.literal(true, { error: ERROR_MESSAGES.AGREE_TERMS }),
});
