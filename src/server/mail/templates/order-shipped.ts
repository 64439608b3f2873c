import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
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

/** One parcel's lines (issue 26.3), and whether it was the last of the order to leave. */
export interface ShippedParcel {
  /** Its lines, each named in the reader's language. */
  lines: { quantity: number; name: string }[];
  /** Nothing of the order is left to ship once it has gone. */
  last: boolean;
}

/**
 * A parcel has left the shop (admin_ship_item, admin_ship_order), with its tracking and, when
 * given, its lines: one mail per parcel, so a part shipped says which part.
 */
export function orderShippedMail(p: {
  lng: Language;
  name: string;
  orderNo: number;
  tracking: ShippedTracking;
  parcel?: ShippedParcel | undefined;
}): MailContent {
  const { lng, tracking, parcel } = p;
  const t = mailTexts(lng);
  const part = parcel !== undefined && !parcel.last;
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
  const subject = part ? 'mail.orderShipped.part.subject' : 'mail.orderShipped.subject';
  const body = part ? 'mail.orderShipped.part.body' : 'mail.orderShipped.body';
  return composeMail(lng, t(subject, { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t(body, { orderNo: p.orderNo }),
    ...(parcel?.lines.length
      ? [
          [
            t('mail.orderShipped.inParcel'),
            ...parcel.lines.map((line) => `- ${t('mail.orderShipped.line', line)}`),
          ].join('\n'),
        ]
      : []),
    ...(lines.length ? [lines.join('\n')] : []),
    ...follow,
    t('mail.orderShipped.follow'),
    { link: siteLink(lng, '/orders'), label: t('mail.myOrders'), plain: true },
  ]);
}
