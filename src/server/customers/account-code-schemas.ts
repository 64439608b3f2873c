import * as z from 'zod';

/** A administrator, C customer: what customers.user_type's check allows. */
export const userTypeSchema = z.enum(['A', 'C']).describe('A administrator, C customer');

/** P pending activation, A active, B blocked: what customers.user_status's check allows. */
export const userStatusSchema = z
  .enum(['P', 'A', 'B'])
  .describe('P pending activation, A active, B blocked');
