import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { createCaptchaChallenge } from './challenge';

/** The widget's challenge URL: a fresh signed challenge on every call, never cached. */
export const captchaRoutes = new Hono<AppEnv>().get('/captcha', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await createCaptchaChallenge());
});
