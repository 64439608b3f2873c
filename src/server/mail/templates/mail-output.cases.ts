import type { Language } from '../../../core/routes/languages';
import {
  activationMail,
  balancePaidMail,
  balancePaidShopMail,
  contactMessageMail,
  messageReplyMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  orderCancelledMail,
  orderCompleteMail,
  orderConfirmationMail,
  orderReceivedShopMail,
  orderShippedMail,
  passwordChangedMail,
  passwordResetMail,
  paymentRequestMail,
  returnAuthorisedMail,
  returnReceivedMail,
  returnRequestedMail,
  returnRequestedShopMail,
  type MailContent,
  type OrderMailItem,
  type OrderMailOrder,
} from './index';

/**
 * Every template with fixed inputs, in both languages and through each branch (plural or not,
 * optional lines present or left out). mail-output.test.ts compares what they render now with
 * mail-output.fixture.json, written once from the templates as they were before their texts
 * moved to the locale files. Run with URL=https://shop.example.com (siteLink reads it).
 */

/** A name carrying what a template engine or String.replace could misread. */
const TRICKY = `Zoë {{orderNo}} $& $1 <b>"O'Neil"</b>`;
const LINK = 'https://shop.example.com/activate?key1=abc&x=<y>';

/** The order the template tests render: paid by card, one line priced once weighed. */
export const sampleOrder: OrderMailOrder = {
  orderNo: 1042,
  currency: 'EUR',
  taxIncluded: true,
  cartIncTax: 17800,
  deliveryIncTax: 590,
  totalTax: 3316,
  totalIncTax: 18390,
  deliveryType: 'std',
  deliveryFrom: '2025-03-05',
  deliveryTo: '2025-03-07',
  paymentType: 'STRIPE',
  address: {
    addrName: 'Anna Rossi',
    addrEmail: 'anna@example.com',
    addrTel: '+39 06 1234 5678',
    addrLine1: 'Via Roma 1',
    addrLine2: '',
    addrCity: 'Roma',
    addrRegion: 'RM',
    addrCode: '00100',
    country: 'Italia',
    addrComments: '',
  },
  items: [
    {
      sku: 'BG-001',
      name: 'Borsa tote',
      quantity: 2,
      packDescr: '',
      size: 'M',
      color: 'rosso',
      style: '',
      itemIncTax: 17800,
      tbc: false,
    },
    {
      sku: 'SC-009',
      name: 'Sciarpa a peso',
      quantity: 1,
      packDescr: '',
      size: '',
      color: '',
      style: '',
      itemIncTax: 0,
      tbc: true,
    },
  ],
};

const order = sampleOrder;
const [bag, scarf] = order.items as [OrderMailItem, OrderMailItem];

/** Tax added on top, express, one delivery day, PayPal, every line of the address and item. */
const otherOrder: OrderMailOrder = {
  ...order,
  items: [{ ...bag, packDescr: 'Pack of 6', style: 'Classic' }, scarf],
  orderNo: 7,
  currency: 'GBP',
  taxIncluded: false,
  deliveryType: 'exp',
  deliveryFrom: '2025-12-24',
  deliveryTo: '2025-12-24',
  paymentType: 'PAYPAL',
  address: {
    ...order.address,
    addrName: TRICKY,
    addrTel: '+39 06 1234 5678',
    addrLine2: 'Scala B',
    addrComments: 'Ring twice\nthen wait',
  },
};

/** No dates computed, no payment type, no telephone: those lines are left out. */
const bareOrder: OrderMailOrder = {
  ...order,
  address: { ...order.address, addrTel: '' },
  orderNo: 8,
  deliveryFrom: null,
  deliveryTo: null,
  paymentType: null,
};

const tracking = {
  trackingNo: 'RR123456785IT',
  trackingComments: 'Left with the porter',
  shipperName: 'Poste',
  trackingLink: 'https://track.example.com/?n=RR123456785IT&l=1',
};
const noTracking = { trackingNo: '', trackingComments: '', shipperName: '', trackingLink: '' };

const contact = { name: TRICKY, email: 'zoe@example.com', message: ' Hello\n\nIs it leather? ' };

function inLanguage(lng: Language): Record<string, () => MailContent> {
  return {
    activation: () =>
      activationMail({ lng, name: TRICKY, link: LINK, refuseLink: LINK, expiresInDays: 3 }),
    activationOneDay: () =>
      activationMail({ lng, name: 'Anna', link: LINK, refuseLink: LINK, expiresInDays: 1 }),
    activationMillionDays: () =>
      activationMail({ lng, name: 'Anna', link: LINK, refuseLink: LINK, expiresInDays: 1_000_000 }),
    balancePaid: () =>
      balancePaidMail({
        lng,
        name: TRICKY,
        orderNo: 1042,
        currency: 'EUR',
        amount: 123456,
        totalIncTax: 234567,
      }),
    contactMessage: () => contactMessageMail({ ...contact, lng, subject: ' Leather? ' }),
    contactMessageNoSubject: () => contactMessageMail({ ...contact, lng, subject: '  ' }),
    messageReply: () =>
      messageReplyMail({
        lng,
        name: TRICKY,
        subject: 'Leather?',
        message: contact.message,
        sentAt: new Date('2025-03-05T23:30:00Z'),
        reply: ' Yes, all of it.\nThanks ',
      }),
    messageReplyNoSubject: () =>
      messageReplyMail({
        lng,
        name: 'Anna',
        subject: '',
        message: 'One line',
        sentAt: new Date('2025-01-01T00:00:00Z'),
        reply: 'Two',
      }),
    newsletterConfirm: () => newsletterConfirmMail({ lng, link: LINK }),
    newsletterWelcome: () => newsletterWelcomeMail({ lng, unsubscribeLink: LINK }),
    orderCancelled: () =>
      orderCancelledMail({
        lng,
        name: TRICKY,
        orderNo: 1042,
        reason: 'Out of stock',
        refunded: 18390,
        currency: 'EUR',
      }),
    orderCancelledNothingBack: () =>
      orderCancelledMail({
        lng,
        name: 'Anna',
        orderNo: 1042,
        reason: '',
        refunded: 0,
        currency: 'EUR',
      }),
    orderComplete: () => orderCompleteMail({ lng, name: TRICKY, orderNo: 1042 }),
    orderConfirmation: () => orderConfirmationMail({ lng, name: TRICKY, order }),
    orderConfirmationOther: () => orderConfirmationMail({ lng, name: 'Anna', order: otherOrder }),
    orderConfirmationBare: () => orderConfirmationMail({ lng, name: 'Anna', order: bareOrder }),
    orderReceivedShop: () =>
      orderReceivedShopMail({
        customerEmail: 'anna@example.com',
        customerLng: lng,
        paymentRef: 'pi_123',
        order: otherOrder,
      }),
    orderReceivedShopBare: () =>
      orderReceivedShopMail({
        customerEmail: 'anna@example.com',
        customerLng: lng,
        paymentRef: '',
        order: bareOrder,
      }),
    orderShipped: () => orderShippedMail({ lng, name: TRICKY, orderNo: 1042, tracking }),
    orderShippedNoTracking: () =>
      orderShippedMail({ lng, name: 'Anna', orderNo: 1042, tracking: noTracking }),
    orderShippedCommentOnly: () =>
      orderShippedMail({
        lng,
        name: 'Anna',
        orderNo: 1042,
        tracking: { ...noTracking, trackingComments: 'By hand' },
      }),
    passwordChanged: () => passwordChangedMail({ lng, name: TRICKY }),
    passwordReset: () => passwordResetMail({ lng, name: TRICKY, link: LINK, expiresInMinutes: 30 }),
    passwordResetOneMinute: () =>
      passwordResetMail({ lng, name: 'Anna', link: LINK, expiresInMinutes: 1 }),
    paymentRequest: () =>
      paymentRequestMail({
        lng,
        name: TRICKY,
        orderNo: 1042,
        amountDue: 4999,
        currency: 'EUR',
        link: LINK,
      }),
    returnAuthorised: () =>
      returnAuthorisedMail({ lng, name: TRICKY, orderNo: 1042, itemName: 'Tote', quantity: 2 }),
    returnReceived: () =>
      returnReceivedMail({ lng, name: TRICKY, orderNo: 1042, itemName: 'Tote', quantity: 1 }),
    returnRequested: () =>
      returnRequestedMail({
        lng,
        name: TRICKY,
        orderNo: 1042,
        itemName: TRICKY,
        quantity: 1,
        reason: 'Too small',
      }),
    returnRequestedShop: () =>
      returnRequestedShopMail({
        orderNo: 1042,
        itemName: 'Tote',
        quantity: 1,
        reason: 'Too small',
        orderId: 'a1b2',
        customerName: TRICKY,
        customerEmail: 'anna@example.com',
        customerLng: lng,
      }),
  };
}

/**
 * Each case as "<language>.<case>", for a fixture keyed the same way, and the shop's balance
 * mail, which takes no language (always English).
 */
export const MAIL_CASES: Record<string, () => MailContent> = {
  ...Object.fromEntries(
    (['en', 'it'] as const).flatMap((lng) =>
      Object.entries(inLanguage(lng)).map(([name, render]) => [`${lng}.${name}`, render]),
    ),
  ),
  'shop.balancePaid': () =>
    balancePaidShopMail({
      customerEmail: 'anna@example.com',
      orderNo: 1042,
      currency: 'EUR',
      amount: 4999,
      totalIncTax: 18390,
    }),
};
