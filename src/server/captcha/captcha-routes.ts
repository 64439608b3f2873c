import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { captchaChallengeSchema } from './captcha-answer';
import { createCaptchaChallenge } from './challenge';

/** The widget's challenge URL: a fresh signed challenge on every call, never cached. */
export const captcha = defineRoute(
  {
    method: 'GET',
    path: '/captcha',
    summary: 'A captcha challenge for the contact form and a sign-in that asks for one',
    tag: 'contact',
    access: 'public',
    answer: schemaAnswer({
      description: 'A signed ALTCHA challenge (never cached)',
      schema: captchaChallengeSchema,
    }),
  },
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return createCaptchaChallenge();
  },
);

export const CAPTCHA_ROUTES = [captcha] as const;
