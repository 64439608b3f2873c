import * as z from 'zod';
import { SITE_LANGUAGES } from '../../core/routes/languages';
import { isoTime, recordId, wholeNumber } from '../../core/validation/answer-fields';
import { userStatusSchema, userTypeSchema } from '../customers/account-code-schemas';
import { profileAnswerSchema } from '../customers/profile-answer';
import { paymentProviderSchema, presentedReturnSchema } from '../orders/order-answer';
import {
  accountOrderSchema,
  addressBookEntrySchema,
  ownReviewSchema,
  wishlistEntrySchema,
} from './account-answers';

/*
 * GET my_data's file (data-export.ts): everything the shop keeps about the caller, each part
 * in the shape the account calls answer it, the rest as the tables keep it. No password hash,
 * token or provider id is in it.
 */

/** The stored language of a row the site wrote (en or it), not the API's content code. */
export const siteLanguageSchema = z.enum(SITE_LANGUAGES);

export const newsletterStatusSchema = z
  .enum(['P', 'C', 'U'])
  .describe('P pending confirmation, C confirmed, U unsubscribed');

export const customerDataExportSchema = z.object({
  exportedAt: isoTime('When the file was made'),
  account: profileAnswerSchema.extend({
    google: z.string().describe('The Google account linked, or empty'),
    facebook: z.string().describe('The Facebook account linked, or empty'),
    userType: userTypeSchema,
    userStatus: userStatusSchema,
    createdAt: isoTime('When the account was made'),
    activatedAt: isoTime('When it was activated').nullable(),
    updatedAt: isoTime('When it last changed'),
  }),
  addressBook: z.array(addressBookEntrySchema),
  wishlist: z.array(wishlistEntrySchema),
  reviews: z.array(ownReviewSchema),
  orders: z.array(accountOrderSchema).describe('Placed orders, newest first'),
  openCarts: z.array(accountOrderSchema).describe('Carts not placed, newest first'),
  payments: z
    .array(
      z.object({
        orderId: recordId('The order or cart paid'),
        provider: paymentProviderSchema,
        amount: z.number().int().describe('Cents'),
        currency: z.string(),
        status: z.string().describe('The provider’s own status word'),
        createdAt: isoTime('When it was recorded'),
        updatedAt: isoTime('When it last changed'),
      }),
    )
    .describe('The payments of those orders and carts, oldest first'),
  returns: z.array(presentedReturnSchema),
  newsletter: z
    .object({
      email: z.string(),
      lng: siteLanguageSchema,
      status: newsletterStatusSchema,
      createdAt: isoTime('When it was asked for'),
      confirmedAt: isoTime('When it was confirmed').nullable(),
      unsubscribedAt: isoTime('When it was left').nullable(),
    })
    .nullable()
    .describe('The newsletter subscription of the account’s email, if any'),
  contactMessages: z
    .array(
      z.object({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        lng: siteLanguageSchema,
        createdAt: isoTime('When it was sent'),
        reply: z.string().describe('The shop’s reply, or empty'),
        repliedAt: isoTime('When the shop replied').nullable(),
      }),
    )
    .describe('Messages sent from the account’s email, newest first'),
  mails: z
    .array(
      z.object({
        subject: z.string(),
        text: z.string().describe('The mail’s text, its links’ keys hidden'),
        createdAt: isoTime('When it was queued'),
        sentAt: isoTime('When it was sent').nullable(),
        failedAt: isoTime('When sending it failed').nullable(),
      }),
    )
    .describe('The mails kept for the address, newest first'),
  sessions: z
    .array(
      z.object({
        signedInAt: isoTime('When'),
        expiresAt: isoTime('When the session ends'),
        signedOutAt: isoTime('When it was signed out').nullable(),
        active: z.boolean(),
        thisSession: z.boolean().describe('The session that asked for the file'),
      }),
    )
    .describe('The sign-ins, newest first'),
  failedSignIns: z
    .object({
      failures: wholeNumber('Recent wrong passwords'),
      firstFailureAt: isoTime('The first of them'),
      lastFailureAt: isoTime('The last of them'),
      lockedUntil: isoTime('Sign-in refused until then').nullable(),
    })
    .nullable()
    .describe('The sign-in throttle’s count for the email, if any'),
});
export type CustomerDataExport = z.output<typeof customerDataExportSchema>;
