import type { ShopCartAddress } from '../../core/cart/shop-cart';
import type { orders } from '../db/schema';

type AddressColumns = Pick<typeof orders.$inferSelect, keyof ShopCartAddress>;

/** The delivery address an order row keeps in its addr* columns. */
export const orderAddress = (order: AddressColumns): ShopCartAddress => ({
  addrName: order.addrName,
  addrEmail: order.addrEmail,
  addrTel: order.addrTel,
  addrLine1: order.addrLine1,
  addrLine2: order.addrLine2,
  addrCity: order.addrCity,
  addrRegion: order.addrRegion,
  addrCode: order.addrCode,
  addrCountry: order.addrCountry,
  addrComments: order.addrComments,
  addrId: order.addrId,
});
