import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

export interface ReturnRequestFacts {
  orderNo: number;
  itemName: string;
  quantity: number;
  reason: string;
}

/** The customer asked to return an item: we have the request and say what happens next. */
export function returnRequestedMail(p: ReturnRequestFacts & { lng: MailLanguage; name: string }) {
  const returnsLink = siteLink(p.lng, '/returns');
  if (p.lng === 'it') {
    return composeMail('it', `Abbiamo ricevuto la tua richiesta di reso (ordine n. ${p.orderNo})`, [
      `Ciao ${p.name},`,
      `abbiamo ricevuto la tua richiesta di restituire ${p.quantity} × ${p.itemName} dell'ordine n. ${p.orderNo}.`,
      `Motivo indicato: ${p.reason}`,
      "Non rispedire ancora l'articolo: ti scriviamo appena abbiamo autorizzato il reso, con le indicazioni per la spedizione.",
      { link: returnsLink, label: 'Vedi i tuoi resi' },
    ]);
  }
  return composeMail('en', `We have your return request (order no. ${p.orderNo})`, [
    `Hello ${p.name},`,
    `We have received your request to return ${p.quantity} × ${p.itemName} from order no. ${p.orderNo}.`,
    `Reason given: ${p.reason}`,
    'Please do not send the item yet: we will write as soon as the return is authorised, with how to send it back.',
    { link: returnsLink, label: 'See your returns' },
  ]);
}

/** Tells the shop (in English, as its other mails) that a return waits for it. */
export function returnRequestedShopMail(
  p: ReturnRequestFacts & {
    orderId: string;
    customerName: string;
    customerEmail: string;
    customerLng: MailLanguage;
  },
): MailContent {
  return composeMail('en', `Return requested: order no. ${p.orderNo}`, [
    `A customer asks to return an item of order no. ${p.orderNo}.`,
    [
      `Customer: ${p.customerName} <${p.customerEmail}>`,
      `Language: ${p.customerLng === 'it' ? 'Italian' : 'English'}`,
      `Item: ${p.quantity} × ${p.itemName}`,
      `Reason: ${p.reason}`,
    ].join('\n'),
    'Mark the item for return to authorise it (the customer is told), then receive it when it arrives.',
    { link: siteLink('en', '/admin_orders', { order: p.orderId }), label: 'Open the order' },
  ]);
}
