import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { signInRoutes } from './signin-routes';
import { signUpRoutes } from './signup-routes';

/** Sign-up, activation, sign-in and out, passwords and the profile (docs/api-accounts.md). */
export const customerRoutes = new Hono<AppEnv>()
  .route('/', signUpRoutes)
  .route('/', signInRoutes)
  .route('/', passwordRoutes)
  .route('/', profileRoutes);
