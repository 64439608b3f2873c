import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

interface Post {
  cuid: string;
  slug: string;
  name: string;
  title: string;
  content: string;
}

const newPost = { post: { name: 'Giulia', title: 'Autumn colours', content: 'Warm scarves.' } };

describe('sample blog /api/posts', () => {
  it('lists the sample posts and reads one by cuid', async () => {
    const res = await t.get('/api/posts');
    expect(res.status).toBe(200);
    const posts = res.body.posts as Post[];
    expect(posts.length).toBeGreaterThanOrEqual(2);
    const one = await t.get(`/api/posts/${posts[0]!.cuid}`);
    expect(one.status).toBe(200);
    expect((one.body.post as Post).title).toBe(posts[0]!.title);
  });

  it('gives each sample post its Italian title and text for the /it pages', async () => {
    const posts = (await t.get('/api/posts')).body.posts as (Post & {
      itaTitle: string;
      itaContent: string;
    })[];
    const leather = posts.find((post) => post.title === 'How to look after a leather bag');
    expect(leather).toMatchObject({ itaTitle: 'Come prendersi cura di una borsa in pelle' });
    for (const post of posts) {
      expect(post.itaTitle).not.toBe('');
      expect(post.itaContent).not.toBe('');
      expect(post.itaContent).not.toBe(post.content);
    }
  });

  it('stores the Italian text an administrator writes, and none when left out', async () => {
    const admin = await signedInAs(t.db, 'A');
    const italian = {
      ...newPost.post,
      itaTitle: 'Colori d’autunno',
      itaContent: 'Ruggine e ocra.',
    };
    const created = await t.send('POST', '/api/posts', { post: italian }, admin.headers);
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({
      itaTitle: 'Colori d’autunno',
      itaContent: 'Ruggine e ocra.',
    });
    const plain = await t.send('POST', '/api/posts', newPost, admin.headers);
    expect(plain.body.post).toMatchObject({ itaTitle: '', itaContent: '' });
  });

  it('answers 404 for an unknown post', async () => {
    expect((await t.get('/api/posts/cnosuchpost000')).status).toBe(404);
    expect((await t.get('/api/posts/..%2F..%2Fetc')).status).toBe(404);
  });

  it('lets only an administrator write: 401 anonymous, 403 customer, 201 administrator', async () => {
    expect((await t.send('POST', '/api/posts', newPost)).status).toBe(401);
    const customer = await signedInAs(t.db, 'C');
    expect((await t.send('POST', '/api/posts', newPost, customer.headers)).status).toBe(403);
    const admin = await signedInAs(t.db, 'A');
    const created = await t.send('POST', '/api/posts', newPost, admin.headers);
    expect(created.status).toBe(201);
    const post = created.body.post as Post;
    expect(post).toMatchObject({ name: 'Giulia', title: 'Autumn colours', slug: 'autumn_colours' });
    expect((await t.get(`/api/posts/${post.cuid}`)).status).toBe(200);

    expect((await t.send('DELETE', `/api/posts/${post.cuid}`, {}, customer.headers)).status).toBe(
      403,
    );
    expect((await t.send('DELETE', `/api/posts/${post.cuid}`, {}, admin.headers)).status).toBe(200);
    expect((await t.get(`/api/posts/${post.cuid}`)).status).toBe(404);
  });

  it('refuses an incomplete post or a body that is not JSON with 400', async () => {
    const admin = await signedInAs(t.db, 'A');
    const missing = await t.send('POST', '/api/posts', { post: { name: 'x' } }, admin.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('post.title');
    const broken = await t.send('POST', '/api/posts', '{not json', admin.headers);
    expect(broken.status).toBe(400);
  });
});
