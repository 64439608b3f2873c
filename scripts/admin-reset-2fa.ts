import { parseArgs } from 'node:util';
import { closeDb, getDb } from '../src/server/db/client';
import { resetSecondFactor } from '../src/server/customers/second-factor/reset-second-factor';
import { loadEnvFile } from './load-env';

const MESSAGES = {
  reset: (email: string) =>
    `${email}: second factor and remembered devices cleared, sessions ended; the next sign-in enrols a new one`,
  unknown: (email: string) => `${email}: no such account`,
  'not-an-administrator': (email: string) =>
    `${email}: not an administrator (customers have no second factor)`,
} as const;

/** npm run admin:reset-2fa -- --email owner@example.com */
async function main(): Promise<void> {
  loadEnvFile();
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) {
    console.error('usage: npm run admin:reset-2fa -- --email <administrator email>');
    process.exit(2);
  }
  const outcome = await resetSecondFactor(await getDb(), values.email);
  await closeDb();
  console.log(MESSAGES[outcome](values.email));
  if (outcome !== 'reset') process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
