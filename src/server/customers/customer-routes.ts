import { declaredRoutes } from '../http/route/define-route';
import { PASSWORD_ROUTES } from './password-routes';
import { PROFILE_ROUTES } from './profile-routes';
import { SIGNIN_ROUTES } from './signin-routes';
import { SIGNUP_ROUTES } from './signup-routes';

/** Sign-up, activation, sign-in and out, passwords and the profile (docs/api-accounts.md). */
export const CUSTOMER_ROUTES = [
  ...SIGNUP_ROUTES,
  ...SIGNIN_ROUTES,
  ...PASSWORD_ROUTES,
  ...PROFILE_ROUTES,
] as const;

export const customerRoutes = declaredRoutes(CUSTOMER_ROUTES);
