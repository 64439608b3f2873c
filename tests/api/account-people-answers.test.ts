import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, messages, reviews } from '../../src/server/db/schema';
import { insertOrder, pickProducts } from '../support/orders';
import { totpCode } from '../support/second-factor';
import { expectDocumented, expectTyped } from '../support/documented-answer';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import {
  activeAccount,
  freshIp,
  mailedKey,
  newAccount,
  session,
  signIn,
  signUp,
} from './accounts-support';

/*
 * The sign-in side of accounts and the back office's people (issue 29.3b): each answer is typed
 * in /api/openapi.json, and real answers hold exactly what the document's schema says, read as
 * JSON Schema (additional fields refused, formats checked), not through the server's own zod.
 */

const TYPED_ROUTES = [
  'POST /signup',
  'GET /user',
  'POST /refuse_activation',
  'POST /signin',
  'POST /signout',
  'POST /signin_link',
  'POST /signin_with_link',
  'POST /forgot_password',
  'GET /reset_user',
  'POST /reset_password',
  'PUT /password',
  'GET /customer',
  'PUT /profile',
  'POST /signin_second_factor',
  'GET /admin_customers',
  'GET /admin_customer',
  'POST /admin_customers',
  'GET /admin_messages',
  'POST /admin_messages',
  'POST /admin_message_reply',
  'GET /admin_reviews',
  'POST /admin_reviews',
  'DELETE /admin_reviews',
] as const;

describe('the document types the sign-in and people answers', () => {
  it.each(TYPED_ROUTES)('%s', (route) => {
    expectTyped(route);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

describe('real answers hold what the document says', () => {
  it('signing up, activating, refusing a link, signing in and out', async () => {
    const account = await signUp(t);
    const { key1 } = await mailedKey(account.userName, '/activate');
    expectDocumented('GET /user', await t.get(`/api/user?key1=${encodeURIComponent(key1)}`));
    expectDocumented(
      'POST /signup',
      await t.send('POST', '/api/signup', newAccount(), freshIp()),
      201,
    );
    const pending = await signUp(t);
    const refusal = await mailedKey(pending.userName, '/activate');
    expectDocumented(
      'POST /refuse_activation',
      await t.send('POST', '/api/refuse_activation', { key1: refusal.key1 }),
    );
    expectDocumented('POST /signin', await signIn(t, account.userName, account.password));
    const { headers } = await session(t, account.userName, account.password);
    expectDocumented('POST /signout', await t.send('POST', '/api/signout', {}, headers));
  });

  it('the profile, the password and the mailed links', async () => {
    const account = await activeAccount(t);
    const { headers } = await session(t, account.userName, account.password);
    expectDocumented('GET /customer', await t.get('/api/customer', headers));
    const changed = { nickName: `${account.nickName}-b`, firstName: 'Bea', lastName: 'Verdi' };
    expectDocumented('PUT /profile', await t.send('PUT', '/api/profile', changed, headers));
    const newPassword = `${account.password}-new`;
    expectDocumented(
      'PUT /password',
      await t.send(
        'PUT',
        '/api/password',
        { currentPassword: account.password, newPassword, confirmPassword: newPassword },
        { ...headers, ...freshIp() },
      ),
    );
    const asked = { userName: account.userName };
    expectDocumented('POST /forgot_password', await t.send('POST', '/api/forgot_password', asked));
    const reset = await mailedKey(account.userName, '/reset_password');
    const resetKey = encodeURIComponent(reset.key1);
    expectDocumented('GET /reset_user', await t.get(`/api/reset_user?key1=${resetKey}`));
    expectDocumented(
      'POST /reset_password',
      await t.send('POST', '/api/reset_password', {
        key1: reset.key1,
        password: `${newPassword}-2`,
        confirmPassword: `${newPassword}-2`,
      }),
    );
    expectDocumented('POST /signin_link', await t.send('POST', '/api/signin_link', asked));
    const link = await mailedKey(account.userName, '/signin_link');
    expectDocumented(
      'POST /signin_with_link',
      await t.send('POST', '/api/signin_with_link', { key1: link.key1 }),
    );
  });

  it("an administrator's second step: enrolment with its codes, then a code", async () => {
    const admin = await activeAccount(t);
    await t.db.update(customers).set({ userType: 'A' }).where(eq(customers.id, admin.id));
    const enrol = await signIn(t, admin.userName, admin.password);
    expectDocumented('POST /signin', enrol);
    const { ticket, enrolment } = enrol.body.secondFactor as {
      ticket: string;
      enrolment: { secret: string };
    };
    const enrolled = await t.send(
      'POST',
      '/api/signin_second_factor',
      { ticket, code: totpCode(enrolment.secret) },
      freshIp(),
    );
    expectDocumented('POST /signin_second_factor', enrolled);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    const step = await signIn(t, admin.userName, admin.password);
    expectDocumented('POST /signin', step);
    expect(step.body.secondFactor).toMatchObject({ step: 'code' });
  });
});

describe("the back office's people: real answers hold what the document says", () => {
  it('customers: the list, one customer with an order, a change', async () => {
    const admin = await signedInAs(t.db, 'A');
    const who = await signedInAs(t.db, 'C');
    const [product] = await pickProducts(t.db, 1);
    await insertOrder(t.db, { customer: who, lines: [{ product: product! }] });
    const list = await t.get('/api/admin_customers?rows=100', admin.headers);
    expectDocumented('GET /admin_customers', list);
    expect(list.body.customers).not.toEqual([]);
    const one = await t.get(`/api/admin_customer?_id=${who.id}`, admin.headers);
    expectDocumented('GET /admin_customer', one);
    expect(one.body.orders).toHaveLength(1);
    expectDocumented(
      'POST /admin_customers',
      await t.send('POST', '/api/admin_customers', { _id: who.id, userStatus: 'B' }, admin.headers),
    );
  });

  it('messages: the inbox, an action, a reply', async () => {
    const admin = await signedInAs(t.db, 'A');
    const [row] = await t.db
      .insert(messages)
      .values({ name: 'Marco', email: 'marco@answers.example', message: 'Ciao?', lng: 'it' })
      .returning();
    expectDocumented('GET /admin_messages', await t.get('/api/admin_messages', admin.headers));
    const action = { _id: row!.id, action: 'archive' };
    expectDocumented(
      'POST /admin_messages',
      await t.send('POST', '/api/admin_messages', action, admin.headers),
    );
    const reply = { _id: row!.id, reply: 'Sì.' };
    expectDocumented(
      'POST /admin_message_reply',
      await t.send('POST', '/api/admin_message_reply', reply, admin.headers),
    );
  });

  it('reviews: the list, approving one, deleting it', async () => {
    const admin = await signedInAs(t.db, 'A');
    const who = await signedInAs(t.db, 'C');
    const [product] = await pickProducts(t.db, 1);
    const [row] = await t.db
      .insert(reviews)
      .values({
        customerId: who.id,
        productId: product!.id,
        sku: product!.sku,
        nickName: 'Answers',
        rating: 5,
        comment: 'Typed.',
      })
      .returning();
    const list = await t.get('/api/admin_reviews?status=P', admin.headers);
    expectDocumented('GET /admin_reviews', list);
    expect(list.body.reviews).not.toEqual([]);
    expectDocumented(
      'POST /admin_reviews',
      await t.send('POST', '/api/admin_reviews', { _id: row!.id, status: 'A' }, admin.headers),
    );
    expectDocumented(
      'DELETE /admin_reviews',
      await t.send('DELETE', `/api/admin_reviews?_id=${row!.id}`, undefined, admin.headers),
    );
  });
});
