import type { ShopCartAddress } from './shop-cart';

/**
 * An address with nothing in it: a new one to fill in, and an anonymised order's but for its
 * country. Kept apart from shop-cart.ts, whose schemas would bring zod into the browser.
 */
export const EMPTY_ADDRESS: Omit<ShopCartAddress, 'addrId'> = {
  addrName: '',
  addrEmail: '',
  addrTel: '',
  addrLine1: '',
  addrLine2: '',
  addrCity: '',
  addrRegion: '',
  addrCode: '',
  addrCountry: '',
  addrComments: '',
};
