import fc from 'fast-check';
import { bool, email, int, mustBeTrue, object, oneOf, text } from './kinds';
import type { Recipe } from './recipe';
import { hostileText, shortHostileText, unknownUuid, type JsonLike } from './values';

const inert = (why: string): Recipe => ({ access: 'public', inert: why });
const lng = oneOf('en', 'it');
const cartId = text(200);
const strongPassword = 'a-long-enough-password-1';

/** A product code no product has: hostile text, including NUL and 100k characters. */
const unknownSku = hostileText.filter((s) => s.trim() !== '' && !/^[A-Z0-9-]{3,20}$/.test(s));

/**
 * A customer cart call aimed at the victim's cart, or at a cart that does not exist, with the
 * rest of a well-formed body (`rest`).
 */
const foreignCartWith =
  (rest: Record<string, JsonLike>): Recipe['aimed'] =>
  ({ victim, caller }) =>
    caller === 'admin'
      ? undefined
      : fc.oneof(
          fc.constant({ body: { cartId: victim.cartId, ...rest }, why: "another customer's cart" }),
          shortHostileText.map((s) => ({
            body: { cartId: `${s}x`, ...rest },
            why: 'a cart that does not exist',
          })),
        );
const foreignCart = foreignCartWith({});

/**
 * The calls that buy (stripe_create, paypal_create, order_confirm): the cart and the buyer's
 * agreement to the terms. Aimed with the agreement given, so the cart's owner is what refuses.
 */
const buyBody = {
  fields: { cartId, agreeTerms: mustBeTrue },
  required: ['cartId', 'agreeTerms'],
};
const foreignCartBought = foreignCartWith({ agreeTerms: true });

/** Storefront, account and checkout calls (everything but the back office). */
export const SHOP_RECIPES: Record<string, Recipe> = {
  'GET /api/health': inert('a liveness probe'),
  'GET /api/defaults': inert('public reference lists'),
  'GET /api/countries': inert('a public list'),
  'GET /api/categories': inert('a public list'),
  'GET /api/brands': inert('a public list'),
  'GET /api/galleries': inert('a public list'),
  'GET /api/videos': inert('a public list'),
  'GET /api/posts': inert('a public list'),
  'GET /api/captcha': inert('a fresh signed challenge, stored nowhere'),
  'GET /api/payment_config': inert('public payment switches'),
  'GET /api/openapi.json': inert('the API description'),
  'GET /api/my_data': { access: 'customer', inert: "the caller's own data" },
  'POST /api/delete_account': {
    access: 'customer',
    body: { fields: { password: text() }, required: ['password'] },
    aimed: ({ caller }) =>
      caller === 'anonymous'
        ? undefined
        : fc.constantFrom("' or 1=1 --", 'wrong-password', '\u0000').map((password) => ({
            body: { password },
            why: 'a wrong password',
          })),
  },
  'POST /api/payment_simulator/v1/payment_intents/:id/confirm': {
    access: 'public',
    foreignErrors: "relays the local payment simulator's Stripe-shaped answers",
  },
  'GET /api/products': {
    access: 'public',
    query: {
      fields: {
        rows: int(1, 1000),
        sku: text(64),
        url: text(200),
        brand: text(100),
        category: text(100),
        search: text(100),
        related: text(100),
        admin: oneOf('true', 'false'),
        featured: oneOf('0', '1', 'true', ''),
        status: oneOf('A', 'Z', '0'),
        product: oneOf('ALL'),
        page: int(1, 100000),
        lng: oneOf('eng', 'ita'),
        sort: int(0, 4),
        show: oneOf('featured', 'sale', 'featured;sale'),
        brands: text(100),
        categories: text(100),
        sub: text(100),
        color: text(100),
        style: text(100),
        size: text(100),
        price: oneOf('0-50', '300+', '50-100;100-150'),
        only: oneOf('deleted', 'images0;belowCritical'),
      },
    },
    aimed: ({ caller }) =>
      caller === 'admin'
        ? undefined
        : fc.constant({
            query: { admin: 'true', status: '0' },
            why: 'the admin list without an administrator',
          }),
  },
  'GET /api/product_reviews': {
    access: 'public',
    query: { fields: { sku: text(64) }, required: ['sku'] },
  },
  'POST /api/posts': {
    access: 'admin',
    body: {
      fields: {
        post: object,
        'post.name': text(100),
        'post.title': text(200),
        'post.content': text(20_000),
        'post.lng': oneOf('en', 'fr'),
      },
      required: ['post', 'post.name', 'post.title', 'post.content'],
    },
  },
  'GET /api/posts/:cuid': { access: 'public' },
  'DELETE /api/posts/:cuid': { access: 'admin' },
  'GET /api/images/*': { access: 'public' },

  'GET /api/addressbook': { access: 'customer', inert: "the caller's own addresses" },
  'POST /api/addressbook': {
    access: 'customer',
    body: {
      fields: {
        address: object,
        'address._id': text(64),
        'address.addrName': text(120),
        'address.addrEmail': email,
        'address.addrTel': text(30),
        'address.addrLine1': text(200),
        'address.addrCity': text(100),
        'address.addrCode': text(20),
        'address.isDefault': bool,
      },
      required: [
        'address',
        'address.addrName',
        'address.addrEmail',
        'address.addrTel',
        'address.addrLine1',
        'address.addrCity',
        'address.addrCode',
      ],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.constant({
            body: {
              address: {
                _id: victim.addressId,
                addrName: 'Mallory',
                addrEmail: 'mallory@example.com',
                addrTel: '+39 06 1234 5678',
                addrLine1: 'Via Falsa 1',
                addrCity: 'Roma',
                addrCode: '00100',
                addrCountry: 'IT',
              },
            },
            why: "overwrites another customer's address",
          })
        : undefined,
  },
  'DELETE /api/addressbook': {
    access: 'customer',
    body: {
      fields: { address: object, 'address._id': text(64) },
      required: ['address', 'address._id'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.oneof(
            fc.constant({
              query: { id: victim.addressId },
              why: "deletes another customer's address",
            }),
            unknownUuid.map((id) => ({
              query: { id },
              why: 'deletes an address that does not exist',
            })),
          )
        : undefined,
  },
  'GET /api/wishlist': { access: 'customer', inert: "the caller's own wishlist" },
  'POST /api/wishlist': {
    access: 'customer',
    body: { fields: { sku: text(64) }, required: ['sku'] },
    aimed: ({ caller }) =>
      caller === 'customer'
        ? unknownSku
            .filter((s) => s.length <= 64)
            .map((sku) => ({ body: { sku }, why: 'an unknown product' }))
        : undefined,
  },
  'DELETE /api/wishlist': {
    access: 'customer',
    body: { fields: { sku: text(64) }, required: ['sku'] },
  },
  'GET /api/reviews': { access: 'customer', inert: "the caller's own reviews" },
  'POST /api/reviews': {
    access: 'customer',
    body: {
      fields: {
        review: object,
        'review.sku': text(64),
        'review.rating': int(1, 5),
        'review.title': text(120),
        'review.comment': text(2000),
        'review.lng': oneOf('eng', 'ita'),
      },
      required: ['review', 'review.sku', 'review.rating', 'review.comment'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.constantFrom(victim.wishlistSku, 'NO-SUCH-SKU').map((sku) => ({
            body: { review: { sku, rating: 5, comment: '<script>alert(1)</script>' } },
            why: 'a review of a product the caller never bought',
          }))
        : undefined,
  },
  'GET /api/orders': { access: 'customer', inert: "the caller's own orders" },
  'PUT /api/return_item': {
    access: 'customer',
    body: {
      fields: {
        item: object,
        'item.orderId': text(64),
        'item.itemId': text(64),
        'item.quantity': int(1, 100_000),
        'item.reason': text(1000),
        'item.policyRead': mustBeTrue,
      },
      required: ['item', 'item.orderId', 'item.itemId', 'item.reason', 'item.policyRead'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.constant({
            body: {
              item: {
                orderId: victim.orderId,
                itemId: victim.itemId,
                reason: 'mine now',
                policyRead: true,
              },
            },
            why: "returns an item of another customer's order",
          })
        : undefined,
  },
  'GET /api/returns': { access: 'customer', inert: "the caller's own returns" },

  'POST /api/contactus': {
    access: 'public',
    body: {
      fields: { captcha: text(), name: text(100), email, message: text(5000), lng },
      required: ['captcha'],
    },
    aimed: () =>
      shortHostileText.map((captcha) => ({
        body: { captcha, name: 'Eve', email: 'eve@example.com', message: '<b>hi</b>' },
        why: 'a captcha that was never solved',
      })),
  },
  'POST /api/newsletter': {
    access: 'public',
    body: { fields: { email, lng }, required: ['email'] },
  },
  'POST /api/newsletter_confirm': {
    access: 'public',
    body: { fields: { key1: text(200) }, required: ['key1'] },
    aimed: () =>
      shortHostileText.map((key1) => ({ body: { key1: `${key1}k` }, why: 'a key never mailed' })),
  },
  'POST /api/newsletter_unsubscribe': {
    access: 'public',
    body: { fields: { email, key1: text(200) }, required: ['email', 'key1'] },
    aimed: ({ victim }) =>
      shortHostileText.map((key1) => ({
        body: { email: victim.email, key1: `${key1}k` },
        why: 'unsubscribes someone else with a made-up key',
      })),
  },
  'POST /api/signup': {
    access: 'public',
    body: {
      fields: {
        userName: email,
        nickName: text(50),
        password: text(128),
        firstName: text(100),
        subscribe: bool,
        lng: oneOf('eng', 'ita'),
        userType: oneOf('C'),
        userStatus: oneOf('P'),
      },
      required: ['userName', 'nickName', 'password'],
    },
    aimed: ({ victim }) =>
      fc.oneof(
        fc.constant({
          body: { userName: victim.email, nickName: 'fresh-nick-x1', password: strongPassword },
          why: "another customer's email",
        }),
        fc.constant({
          body: {
            userName: 'new-admin@example.com',
            nickName: 'fresh-nick-x2',
            password: strongPassword,
            userType: 'A',
            userStatus: 'A',
          },
          why: 'signs up as an active administrator',
        }),
        fc.constant({
          body: {
            userName: 'off-site@example.com',
            nickName: 'fresh-nick-x3',
            password: strongPassword,
            next: '//evil.example/login',
          },
          why: 'has the activation link lead on to another site',
        }),
      ),
  },
  'GET /api/user': {
    access: 'public',
    aimed: () =>
      hostileText.map((key1) => ({ query: { key1 }, why: 'an activation key never mailed' })),
  },
  'POST /api/refuse_activation': {
    access: 'public',
    body: { fields: { key1: text(200) }, required: ['key1'] },
    aimed: () =>
      shortHostileText.map((key1) => ({ body: { key1: `${key1}k` }, why: 'a key never mailed' })),
  },
  'POST /api/signin': {
    access: 'public',
    body: { fields: { userName: email, password: text() }, required: ['userName', 'password'] },
    aimed: ({ victim }) =>
      fc.oneof(
        fc.constantFrom("' or 1=1 --", 'wrong-password', '\u0000').map((password) => ({
          body: { userName: victim.email, password },
          why: 'a wrong password',
        })),
        fc.constant({
          body: { userName: "x' or '1'='1@example.com", password: "' or 1=1 --" },
          why: 'SQL in the login',
        }),
      ),
  },
  'POST /api/signin_second_factor': {
    access: 'public',
    body: {
      fields: { ticket: text(4000), code: text(64), remember: bool },
      required: ['ticket', 'code'],
    },
    aimed: () =>
      fc.constantFrom('', 'eyJhbGciOiJub25lIn0.e30.', "' or 1=1 --").map((ticket) => ({
        body: { ticket, code: '123456' },
        why: 'a ticket the server never signed',
      })),
  },
  'POST /api/signin_link': {
    access: 'public',
    body: { fields: { userName: email, lng: oneOf('eng', 'ita') }, required: ['userName'] },
  },
  'POST /api/signin_with_link': {
    access: 'public',
    body: { fields: { key1: text(200) }, required: ['key1'] },
    aimed: () => hostileText.map((key1) => ({ body: { key1 }, why: 'a sign-in key never mailed' })),
  },
  'POST /api/signout': {
    access: 'customer',
    inert: "ends the caller's own session",
    authOnly: true,
  },
  'POST /api/forgot_password': {
    access: 'public',
    body: { fields: { userName: email, lng: oneOf('eng', 'ita') }, required: ['userName'] },
  },
  'GET /api/reset_user': {
    access: 'public',
    aimed: () => hostileText.map((key1) => ({ query: { key1 }, why: 'a reset key never mailed' })),
  },
  'POST /api/reset_password': {
    access: 'public',
    body: {
      fields: { password: text(128), confirmPassword: text() },
      required: ['password', 'confirmPassword'],
    },
    aimed: () =>
      hostileText.map((key1) => ({
        body: { key1, password: strongPassword, confirmPassword: strongPassword },
        why: 'a reset key never mailed',
      })),
  },
  'PUT /api/password': {
    access: 'customer',
    body: {
      fields: { currentPassword: text(), newPassword: text(128), confirmPassword: text() },
      required: ['currentPassword', 'newPassword', 'confirmPassword'],
    },
    aimed: ({ caller }) =>
      caller === 'customer'
        ? fc.constant({
            body: {
              currentPassword: "' or 1=1 --",
              newPassword: strongPassword,
              confirmPassword: strongPassword,
            },
            why: 'a wrong current password',
          })
        : undefined,
  },
  'GET /api/customer': { access: 'customer', inert: "the caller's own profile" },
  'PUT /api/profile': {
    access: 'customer',
    body: {
      fields: {
        nickName: text(50),
        firstName: text(100),
        subscribe: bool,
        lng: oneOf('eng', 'ita'),
        customer: text(254),
        id: text(100),
      },
      required: ['nickName'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.oneof(
            fc.constant({
              body: { customer: victim.email, nickName: 'taken-over' },
              why: "names another customer's email",
            }),
            fc.constant({
              body: { id: victim.id, nickName: 'taken-over' },
              why: "names another customer's id",
            }),
          )
        : undefined,
  },

  'POST /api/add_cart': {
    access: 'public',
    body: {
      fields: {
        cartId: text(200),
        lng,
        item: object,
        'item.sku': text(64),
        'item.quantity': int(1, 10_000),
        'item.size': text(10),
        'item.color': text(100),
      },
      required: ['item', 'item.sku', 'item.quantity'],
    },
    aimed: ({ victim, caller }) =>
      fc.oneof(
        unknownSku
          .filter((s) => s.length <= 64)
          .map((sku) => ({ body: { item: { sku, quantity: 1 } }, why: 'an unknown product' })),
        ...(caller === 'admin'
          ? []
          : [
              fc.constant({
                body: { cartId: victim.cartId, item: { sku: victim.wishlistSku, quantity: 1 } },
                why: "adds to another customer's cart",
              }),
            ]),
      ),
  },
  'POST /api/update_cart': {
    access: 'public',
    body: {
      fields: { cartId, key: text(600), quantity: int(0, 10_000) },
      required: ['cartId', 'key', 'quantity'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'admin'
        ? undefined
        : fc.constant({
            body: { cartId: victim.cartId, key: victim.cartLineKey, quantity: 0 },
            why: "empties another customer's cart",
          }),
  },
  'POST /api/refresh_cart': {
    access: 'public',
    body: {
      fields: { cartId, lng, address: object, addrId: text(64), deliveryType: oneOf('std', 'exp') },
      required: ['cartId'],
    },
    aimed: foreignCart,
  },
  'GET /api/get_cart': {
    access: 'public',
    query: { fields: { token: text(200) }, required: ['token'] },
    aimed: ({ victim, caller }) =>
      caller === 'admin'
        ? undefined
        : fc.constant({ query: { token: victim.cartId }, why: "reads another customer's cart" }),
  },
  'POST /api/delete_cart': {
    access: 'public',
    body: { fields: { cartId }, required: ['cartId'] },
    aimed: foreignCart,
  },
  'POST /api/stripe_webhook': {
    access: 'public',
    body: { fields: {} },
    aimed: ({ victim }) =>
      shortHostileText.map((sig) => ({
        body: {
          id: 'evt_forged',
          type: 'payment_intent.succeeded',
          data: { object: { id: 'pi_forged', metadata: { orderId: victim.orderId } } },
        },
        headers: { 'stripe-signature': `t=1,v1=${sig}` },
        why: 'an event with a forged signature',
      })),
  },
  'POST /api/stripe_create': {
    access: 'customer',
    body: buyBody,
    aimed: foreignCartBought,
  },
  'POST /api/confirm_payment': {
    access: 'customer',
    body: { fields: { cartId }, required: ['cartId'] },
    aimed: foreignCart,
  },
  'POST /api/paypal_create': {
    access: 'customer',
    body: buyBody,
    aimed: foreignCartBought,
  },
  'POST /api/paypal_execute': {
    access: 'customer',
    body: {
      fields: { cartId, token: text(100), PayerID: text(100) },
      required: ['cartId', 'token'],
    },
    aimed: ({ victim, caller }) =>
      caller === 'customer'
        ? fc.constant({
            body: { cartId: victim.cartId, token: 'PAYID-FORGED' },
            why: "pays for another customer's cart",
          })
        : undefined,
  },
  'POST /api/paypal_confirm': {
    access: 'customer',
    body: { fields: { cartId }, required: ['cartId'] },
    aimed: foreignCart,
  },
  'POST /api/order_confirm': {
    access: 'customer',
    body: buyBody,
    aimed: foreignCartBought,
  },
  'GET /api/checkout_order': {
    access: 'customer',
    query: { fields: { paymentId: text(200) }, required: ['paymentId'] },
    aimed: ({ caller }) =>
      caller === 'customer'
        ? hostileText.map((paymentId) => ({
            query: { paymentId },
            why: 'the order of a payment that is not the caller’s',
          }))
        : undefined,
  },
  'GET /api/order_payment': {
    access: 'public',
    aimed: ({ victim }) =>
      hostileText.map((key) => ({
        query: { order: victim.orderId, key },
        why: "another customer's order with a made-up key",
      })),
  },
  'POST /api/order_payment_create': {
    access: 'public',
    body: { fields: {} },
    aimed: ({ victim }) =>
      hostileText.map((key) => ({
        body: { order: victim.orderId, key },
        why: 'a made-up payment link',
      })),
  },
  'POST /api/order_payment_confirm': {
    access: 'public',
    body: { fields: {} },
    aimed: ({ victim }) =>
      hostileText.map((key) => ({
        body: { order: victim.orderId, key },
        why: 'a made-up payment link',
      })),
  },
};
