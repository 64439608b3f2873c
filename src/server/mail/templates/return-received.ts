import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** The returned item has arrived back at the shop. */
export function returnReceivedMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  itemName: string;
  quantity: number;
}): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', `Abbiamo ricevuto il tuo reso (ordine n. ${p.orderNo})`, [
      `Ciao ${p.name},`,
      `abbiamo ricevuto ${p.quantity} × ${p.itemName} che ci hai rispedito dall'ordine n. ${p.orderNo}. Grazie!`,
      'Per qualsiasi domanda rispondi pure a questa email.',
    ]);
  }
  return composeMail('en', `We have received your return (order no. ${p.orderNo})`, [
    `Hello ${p.name},`,
    `We have received the ${p.quantity} × ${p.itemName} you sent back from order no. ${p.orderNo}. Thank you!`,
    'If you have any questions, just reply to this email.',
  ]);
}
