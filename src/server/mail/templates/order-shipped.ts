import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

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
  const t = mailTexts(lng);
  const lines = [
    ...(tracking.shipperName
      ? [t('mail.orderShipped.carrier', { carrier: tracking.shipperName })]
      : []),
    ...(tracking.trackingNo
      ? [t('mail.orderShipped.trackingNo', { trackingNo: tracking.trackingNo })]
      : []),
    ...(tracking.trackingComments ? [tracking.trackingComments] : []),
  ];
  const follow = tracking.trackingLink
    ? [{ link: tracking.trackingLink, label: t('mail.orderShipped.track') }]
    : [];
  return composeMail(lng, t('mail.orderShipped.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.orderShipped.body', { orderNo: p.orderNo }),
    ...(lines.length ? [lines.join('\n')] : []),
    ...follow,
    t('mail.orderShipped.follow'),
    { link: siteLink(lng, '/orders'), label: t('mail.myOrders'), plain: true },
  ]);
}
