import type { getOrders, getReturns } from '../../server/account/account-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { localText, type ContentLanguage } from '../../core/routes/languages';

/* The customer's orders and returns as their calls declare them (server/account/account-routes.ts). */

/** A placed order as GET orders answers it (spec 3's "Cart / order", money in cents). */
export type OrderEntry = AnswerOf<typeof getOrders>['orders'][number];
/** An order line as GET orders answers it. */
export type OrderLine = OrderEntry['items'][number];
/** A return request as GET returns (and an order line's `return`) answer it. */
export type ReturnEntry = AnswerOf<typeof getReturns>['returns'][number];

/** A line's name in the page's language (content code eng/ita). */
export const lineName = (line: { name: string; itaName: string }, lng: ContentLanguage) =>
  localText(line.name, line.itaName, lng);
