import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { emailField, optionalText, requiredText } from './fields';

/**
 * The catalogue (spec section 8) has a message for the email only; the other required fields
 * get plain English messages of the same style, to be translated with the rest.
 */
export const ADDRESS_MESSAGES = {
  addrName: 'Enter the contact name',
  addrTel: 'Enter a telephone number',
  addrLine1: 'Enter the first line of the address',
  addrCity: 'Enter the city',
  addrCode: 'Enter the postal code',
  /** Checked by the server against the delivery countries (address book, checkout). */
  addrCountry: 'Choose a country we deliver to',
} as const;

/** Digits with the usual separators and an optional leading +; at least 5 digits. */
const TELEPHONE = /^\+?[0-9 ()./-]{5,30}$/;

/**
 * Spec section 5: "Address requires contact name, email, telephone, line 1, city and postal
 * code." Field names follow spec section 3 (Cart / order address).
 */
export const addressSchema = z.object({
  addrId: z.string().optional(),
  addrName: requiredText(ADDRESS_MESSAGES.addrName, 120),
  addrEmail: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  addrTel: requiredText(ADDRESS_MESSAGES.addrTel, 30).regex(TELEPHONE, ADDRESS_MESSAGES.addrTel),
  addrLine1: requiredText(ADDRESS_MESSAGES.addrLine1, 200),
  addrLine2: optionalText(200),
  addrCity: requiredText(ADDRESS_MESSAGES.addrCity, 100),
  addrRegion: optionalText(100),
  addrCode: requiredText(ADDRESS_MESSAGES.addrCode, 20),
  addrCountry: optionalText(100),
  addrComments: optionalText(500),
});

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;
