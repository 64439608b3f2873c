import type { getProfile } from '../../server/customers/profile-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import type { CallerAuth } from '../../state/api-client';
import { useRouteData } from '../session/use-signed-in-data';
import type { AddressContact } from './address-entry';

/** GET customer's answer as a new address's contact: the full name and the login email. */
const profileContact =
  (email: string) =>
  ({ customer }: AnswerOf<typeof getProfile>): AddressContact => {
    const names = [customer.firstName, customer.lastName].filter((name) => name.trim() !== '');
    return { addrName: names.map((name) => name.trim()).join(' '), addrEmail: email };
  };

/**
 * Who is signed in, as a new address (checkout's or the address book's) starts with them:
 * 'loading' until the profile answers; without it, the login email alone.
 */
export function useProfileContact(auth: CallerAuth): AddressContact | 'loading' {
  const { data } = useRouteData<typeof getProfile, AddressContact>(
    auth,
    'customer',
    profileContact(auth.email),
  );
  if (data.state === 'loading') return 'loading';
  return data.state === 'ready' ? data.data : { addrName: '', addrEmail: auth.email };
}
