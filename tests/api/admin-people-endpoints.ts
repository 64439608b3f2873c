import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { customers, messages, products, reviews } from '../../src/server/db/schema';
import type { AdminEndpoint } from './admin-endpoints';

/** A fresh customer account (the authorisation test's administrator never blocks itself). */
async function createCustomer(db: Db): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(customers)
    .values({
      userName: `auth-${suffix}@test.example`,
      nickName: `auth-${suffix}`,
      userStatus: 'A',
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('test customer was not created');
  return row.id;
}

async function createReview(db: Db): Promise<string> {
  const [product] = await db.select({ id: products.id, sku: products.sku }).from(products).limit(1);
  if (!product) throw new Error('no product to review');
  const [row] = await db
    .insert(reviews)
    .values({
      customerId: await createCustomer(db),
      productId: product.id,
      sku: product.sku,
      nickName: 'Auth',
      rating: 4,
      comment: 'Fine.',
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('test review was not created');
  return row.id;
}

async function createMessage(db: Db): Promise<string> {
  const [row] = await db
    .insert(messages)
    .values({ name: 'Auth', email: 'auth-sender@test.example', message: 'Hello?' })
    .returning({ id: messages.id });
  if (!row) throw new Error('test message was not created');
  return row.id;
}

/** Reviews, messages and customers (docs/api-admin.md, "Reviews, messages, customers"). */
export const ADMIN_PEOPLE_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', path: '/api/admin_reviews?status=P' },
  {
    method: 'POST',
    path: '/api/admin_reviews',
    create: createReview,
    body: { _id: '{id}', status: 'A' },
  },
  { method: 'DELETE', path: '/api/admin_reviews?_id={id}', create: createReview },
  { method: 'GET', path: '/api/admin_messages' },
  {
    method: 'POST',
    path: '/api/admin_messages',
    create: createMessage,
    body: { _id: '{id}', action: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin_message_reply',
    create: createMessage,
    body: { _id: '{id}', reply: 'Thank you for writing.' },
  },
  { method: 'GET', path: '/api/admin_customers?search=auth' },
  { method: 'GET', path: '/api/admin_customer?_id={id}', create: createCustomer },
  {
    method: 'POST',
    path: '/api/admin_customers',
    create: createCustomer,
    body: { _id: '{id}', userStatus: 'B' },
  },
];
