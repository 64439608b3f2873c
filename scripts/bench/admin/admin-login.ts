import pg from 'pg';
import { hashPassword } from '../../../src/server/customers/password';
import { deviceCookie, totpCode } from '../../../tests/support/second-factor';

export interface AdminLogin {
  /** What the browser keeps under borse-customer: the signin answer's { user, date }. */
  session: unknown;
  /** The remembered device's cookie value (admin_device), so no code is asked again. */
  device: string;
}

const PASSWORD = 'bench-admin-secret-1';

async function post(baseUrl: string, call: string, body: unknown): Promise<Response> {
  const res = await fetch(`${baseUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * An administrator signed in as the owner is: password, then the authenticator app's code on
 * enrolment, with the device remembered.
 */
export async function signInAdmin(databaseUrl: string, baseUrl: string): Promise<AdminLogin> {
  const email = `bench-admin-${Date.now()}@example.com`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into customers (user_name, nick_name, first_name, last_name, password_hash,
                              user_status, user_type, lng, activated_at)
       values ($1, 'BenchAdmin', 'Bench', 'Admin', $2, 'A', 'A', 'en', now())`,
      [email, await hashPassword(PASSWORD)],
    );
  } finally {
    await client.end();
  }
  const first = (await (
    await post(baseUrl, 'signin', { userName: email, password: PASSWORD })
  ).json()) as {
    secondFactor?: { step: string; ticket: string; enrolment: { secret: string } };
  };
  const step = first.secondFactor;
  if (step?.step !== 'enrol') throw new Error('a new administrator was not asked to enrol');
  const res = await post(baseUrl, 'signin_second_factor', {
    ticket: step.ticket,
    code: totpCode(step.enrolment.secret),
    remember: true,
  });
  const device = deviceCookie(res.headers)?.split('=')[1];
  if (!device) throw new Error('signin_second_factor set no device cookie');
  const { user, date } = (await res.json()) as { user: unknown; date: string };
  return { session: { user, date }, device };
}
