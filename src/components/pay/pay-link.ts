/** Stripe sends the customer back from the bank's page (3-D Secure) with this parameter. */
export const RETURN_PARAM = 'payment_intent';

/** The order and key of a mailed /pay link, and whether the bank's page sent the customer back. */
export interface PayLink {
  order: string;
  key: string;
  returned: boolean;
}

/** Reads a /pay address's query string; null when the order or the key is missing. */
export function readPayLink(search: string): PayLink | null {
  const params = new URLSearchParams(search);
  const order = params.get('order')?.trim() ?? '';
  const key = params.get('key')?.trim() ?? '';
  if (!order || !key) return null;
  return { order, key, returned: params.has(RETURN_PARAM) };
}

/** The query string of the link itself, without what Stripe added on the way back. */
export const payLinkSearch = (link: Pick<PayLink, 'order' | 'key'>): string =>
  `?${new URLSearchParams({ order: link.order, key: link.key }).toString()}`;
