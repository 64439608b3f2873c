import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** The shop accepts the return of an item: the customer may send it back. */
export function returnAuthorisedMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  itemName: string;
  quantity: number;
}): MailContent {
  if (p.lng === 'it') {
    return composeMail('it', `Reso autorizzato per l'ordine n. ${p.orderNo}`, [
      `Ciao ${p.name},`,
      `abbiamo autorizzato il reso di ${p.quantity} × ${p.itemName} dell'ordine n. ${p.orderNo}.`,
      "Puoi rispedirci l'articolo: ti scriveremo di nuovo quando lo avremo ricevuto.",
    ]);
  }
  return composeMail('en', `Return authorised for order no. ${p.orderNo}`, [
    `Hello ${p.name},`,
    `We have authorised the return of ${p.quantity} × ${p.itemName} from order no. ${p.orderNo}.`,
    'You can send the item back to us: we will write again once it has arrived.',
  ]);
}
