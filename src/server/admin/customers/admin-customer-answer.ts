import * as z from 'zod';
import {
  contentLanguageField,
  isoTime,
  recordId,
  wholeNumber,
} from '../../../core/validation/answer-fields';
import { userStatusSchema, userTypeSchema } from '../../customers/account-code-schemas';
import { profileAnswerSchema } from '../../customers/profile-answer';

/** A row of GET admin_customers: the account, never the password hash nor the sign-in links. */
export const adminCustomerSchema = z.object({
  _id: recordId('The account id'),
  userName: z.string().describe('The email address'),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  userType: userTypeSchema,
  userStatus: userStatusSchema,
  lng: contentLanguageField('The customer’s language'),
  createdAt: isoTime('When the account was made'),
  orders: wholeNumber('Placed orders, any status'),
  spent: z
    .number()
    .int()
    .describe('totalIncTax of the paid orders less what returns gave back of them, in cents'),
});

/** GET admin_customer's and POST admin_customers' `customer`: the list row plus the profile. */
export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  // The rest of the profile, as presentCustomerDetail spreads presentProfile's.
  ...profileAnswerSchema.pick({
    gender: true,
    region: true,
    code: true,
    country: true,
    picture: true,
    website: true,
    subscribe: true,
  }).shape,
  activatedAt: isoTime('When the account was activated').nullable(),
  updatedAt: isoTime('When the account last changed'),
});

export type AdminCustomer = z.output<typeof adminCustomerSchema>;
export type AdminCustomerDetail = z.output<typeof adminCustomerDetailSchema>;
