import { POSTCODE_INVALID, postcodeFits } from '../../core/address/postcode';
import { badRequest } from '../../core/domain-error';

/**
 * Refuses a postal code its country's rule does not take (src/core/address/postcode.ts), once
 * the country is known as an ISO code: a country typed by name ("Italia") is checked too.
 */
export function assertPostcodeFits(countryCode: string, addrCode: string, field: string): void {
  if (postcodeFits(countryCode, addrCode)) return;
  throw badRequest(`Invalid body field "${field}": ${POSTCODE_INVALID}`, [
    { field, message: POSTCODE_INVALID },
  ]);
}
