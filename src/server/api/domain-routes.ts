import { DATA_RIGHTS_ROUTES } from '../account/data-rights-routes';
import { ACCOUNT_ROUTES } from '../account/account-routes';
import { ADMIN_CUSTOMER_ROUTES } from '../admin/customers/admin-customer-routes';
import { ADMIN_IMAGE_ROUTES } from '../admin/images/admin-image-routes';
import { ADMIN_EXPORT_ROUTES } from '../admin/imports/export-routes';
import { ADMIN_IMPORT_ROUTES } from '../admin/imports/import-routes';
import { ADMIN_MESSAGE_ROUTES } from '../admin/messages/admin-message-routes';
import { ADMIN_ORDER_ROUTES } from '../admin/orders/admin-order-routes';
import { ADMIN_PRODUCT_ROUTES } from '../admin/products/product-routes';
import { ADMIN_REFERENCE_ROUTES } from '../admin/reference/admin-reference-routes';
import { ADMIN_REVIEW_ROUTES } from '../admin/reviews/admin-review-routes';
import { ADMIN_SALES_ROUTES } from '../admin/sales/sales-routes';
import { ADMIN_SEARCH_ROUTES } from '../admin/search/search-synonym-routes';
import { ADMIN_SITE_ROUTES } from '../admin/site/admin-site-routes';
import { CAPTCHA_ROUTES } from '../captcha/captcha-routes';
import { CART_ROUTES } from '../cart/cart-routes';
import { PRODUCT_ROUTES } from '../catalogue/catalogue-routes';
import { CHECKOUT_ROUTES } from '../checkout/checkout-routes';
import { CONTACT_ROUTES } from '../contact/contact-routes';
import { POST_ROUTES } from '../content/post-routes';
import { PASSWORD_ROUTES } from '../customers/password-routes';
import { PROFILE_ROUTES } from '../customers/profile-routes';
import { SIGNIN_LINK_ROUTES } from '../customers/signin-link-routes';
import { SIGNIN_ROUTES } from '../customers/signin-routes';
import { SIGNUP_ROUTES } from '../customers/signup-routes';
import { NEWSLETTER_ROUTES } from '../newsletter/newsletter-routes';
import { ORDER_PAYMENT_ROUTES } from '../payments/order-payment-routes';
import { SIMULATOR_RELAY_ROUTES } from '../payments/simulator-relay-routes';
import { PUBLISH_ROUTES } from '../publishing/publish-routes';
import { SECOND_FACTOR_ROUTES } from '../customers/second-factor/second-factor-routes';
import { REFERENCE_ROUTES } from '../reference/reference-routes';
import { PRODUCT_REVIEW_ROUTES } from '../reviews/product-review-routes';
import type { DeclaredRoute } from '../http/route/define-route';

/** The shop's calls, each declared once in its domain's `<name>-routes.ts` (api-routes.ts). */
export const DOMAIN_ROUTES: readonly DeclaredRoute[] = [
  // Catalogue and content: public reads, the blog's admin writes.
  ...REFERENCE_ROUTES,
  ...PRODUCT_ROUTES,
  ...PRODUCT_REVIEW_ROUTES,
  ...POST_ROUTES,
  // Accounts, the customer's own data, the contact form and the newsletter.
  ...SIGNUP_ROUTES,
  ...SIGNIN_ROUTES,
  ...SIGNIN_LINK_ROUTES,
  ...SECOND_FACTOR_ROUTES,
  ...PASSWORD_ROUTES,
  ...PROFILE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...DATA_RIGHTS_ROUTES,
  ...CAPTCHA_ROUTES,
  ...CONTACT_ROUTES,
  ...NEWSLETTER_ROUTES,
  // The cart, paying for it, and paying a requested balance.
  ...CART_ROUTES,
  ...CHECKOUT_ROUTES,
  ...SIMULATOR_RELAY_ROUTES,
  ...ORDER_PAYMENT_ROUTES,
  // The back office: the site and its catalogue, then orders and people.
  ...ADMIN_SITE_ROUTES,
  ...PUBLISH_ROUTES,
  ...ADMIN_REFERENCE_ROUTES,
  ...ADMIN_PRODUCT_ROUTES,
  ...ADMIN_IMAGE_ROUTES,
  ...ADMIN_IMPORT_ROUTES,
  ...ADMIN_EXPORT_ROUTES,
  ...ADMIN_SEARCH_ROUTES,
  ...ADMIN_ORDER_ROUTES,
  ...ADMIN_SALES_ROUTES,
  ...ADMIN_REVIEW_ROUTES,
  ...ADMIN_MESSAGE_ROUTES,
  ...ADMIN_CUSTOMER_ROUTES,
];
