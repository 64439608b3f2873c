import { CAPTCHA_ROUTES } from '../captcha/captcha-routes';
import { CONTACT_ROUTES } from '../contact/contact-routes';
import { CUSTOMER_ROUTES } from '../customers/customer-routes';
import { NEWSLETTER_ROUTES } from '../newsletter/newsletter-routes';
import { ACCOUNT_ROUTES } from './account-routes';
import { DATA_RIGHTS_ROUTES } from './data-rights-routes';

/**
 * Accounts, the customer's own data, the contact form and the newsletter (docs/api-accounts.md):
 * the routes their folders declare, in the document's order, for the route table. Each folder's
 * routes file mounts its own (http/app.ts).
 */
export const ACCOUNT_API_ROUTES = [
  ...CUSTOMER_ROUTES,
  ...ACCOUNT_ROUTES,
  ...DATA_RIGHTS_ROUTES,
  ...CAPTCHA_ROUTES,
  ...CONTACT_ROUTES,
  ...NEWSLETTER_ROUTES,
] as const;
