import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app';

/** What the altcha 3 widget submits: base64 of `{ challenge: { parameters, signature }, solution }`. */
export function widgetPayload(challenge: Challenge, solution: Solution): string {
  const body = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(body)).toString('base64');
}

/** Solves a challenge the way the widget does (PBKDF2 in a loop), in Node. */
export async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the captcha challenge was not solved');
  return solution;
}

/**
 * A fresh captcha from `GET /api/captcha`, solved, as the widget's payload. Set ALTCHA_COST and
 * ALTCHA_MAX_COUNTER low in the test file to keep this quick.
 */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.get('/api/captcha');
  if (res.status !== 200) throw new Error(`GET /api/captcha answered ${res.status}`);
  const challenge = res.body as unknown as Challenge;
  return widgetPayload(challenge, await solve(challenge));
}
