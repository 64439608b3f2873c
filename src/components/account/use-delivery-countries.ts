import { useEffect, useState } from 'react';
import { nameIn } from '../../core/address/country-order';
import type { getCountries } from '../../server/reference/reference-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { apiGet } from '../../state/api-client';
import { useContentLanguage } from '../site/use-content-language';

/** A country the shop delivers to, as GET countries answers (the fields an address needs). */
export type DeliveryCountry = Pick<
  AnswerOf<typeof getCountries>['countries'][number],
  'code' | 'name' | 'itaName'
>;

let cached: Promise<DeliveryCountry[]> | null = null;

/**
 * The delivery countries, live: the build's defaults leave them out (no page needs them at
 * first paint), and an address must offer today's list. Read once per page load; null until
 * then, [] if the call failed (the form then keeps the entry's own country).
 */
export function useDeliveryCountries(): DeliveryCountry[] | null {
  const [countries, setCountries] = useState<DeliveryCountry[] | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= apiGet<typeof getCountries>('countries').then(
      (body) => body.countries,
      (err: unknown) => {
        cached = null;
        throw err;
      },
    );
    cached.then(
      (list) => live && setCountries(list),
      () => live && setCountries([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

/** The country's name in the page's language (content code eng/ita). */
export const countryName = nameIn;

/**
 * A country code as the country's name in the page's language; the code itself while the list
 * loads, or for a country the shop no longer lists (an old order's).
 */
export function useCountryNames(): (code: string) => string {
  const countries = useDeliveryCountries();
  const lng = useContentLanguage();
  return (code) => {
    const found = countries?.find((c) => c.code.toUpperCase() === code.toUpperCase());
    return found ? countryName(found, lng) : code;
  };
}
