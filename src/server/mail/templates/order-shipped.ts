import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

export interface ShippedTracking {
  trackingNo: string;
  trackingComments: string;
  shipperName: string;
  /** The shipper's tracking page for this parcel, '' when it has none. */
  trackingLink: string;
}

/** The order has left the shop (admin_ship_order, or its last item shipped), with tracking. */
export function orderShippedMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  tracking: ShippedTracking;
}): MailContent {
  const { lng, tracking } = p;
  const ordersLink = siteLink(lng, '/orders');
  const it = lng === 'it';
  const lines = [
    ...(tracking.shipperName ? [`${it ? 'Corriere' : 'Carrier'}: ${tracking.shipperName}`] : []),
    ...(tracking.trackingNo
      ? [`${it ? 'Numero di spedizione' : 'Tracking number'}: ${tracking.trackingNo}`]
      : []),
    ...(tracking.trackingComments ? [tracking.trackingComments] : []),
  ];
  const follow = tracking.trackingLink
    ? [{ link: tracking.trackingLink, label: it ? 'Segui la spedizione' : 'Track your parcel' }]
    : [];
  if (it) {
    return composeMail('it', `Il tuo ordine n. ${p.orderNo} è stato spedito`, [
      `Ciao ${p.name},`,
      `il tuo ordine n. ${p.orderNo} è partito ed è in viaggio verso di te.`,
      ...(lines.length ? [lines.join('\n')] : []),
      ...follow,
      'Trovi i dettagli del tuo ordine nella pagina dei tuoi ordini:',
      { link: ordersLink, label: 'I miei ordini', plain: true },
    ]);
  }
  return composeMail('en', `Your order no. ${p.orderNo} has shipped`, [
    `Hello ${p.name},`,
    `Your order no. ${p.orderNo} has left us and is on its way to you.`,
    ...(lines.length ? [lines.join('\n')] : []),
    ...follow,
    'You can see your order on your orders page:',
    { link: ordersLink, label: 'My orders', plain: true },
  ]);
}
