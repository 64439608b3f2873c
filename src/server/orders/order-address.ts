import type { ShopCartAddress } from '../../core/cart/shop-cart';
import type { OrderRow } from '../db/rows';

type AddressColumns = Pick<OrderRow, keyof ShopCartAddress>;

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
