import { Hono } from 'hono';
import { requireAdmin } from '../http/auth';
import type { AppEnv } from '../http/env';
import { notFound } from '../../core/domain-error';
import { parseBody } from '../http/validate';
import { newPostSchema, postCuidSchema } from './post-schemas';
import { addPost, deletePost, findPost, listPosts, presentPost } from './posts';

/** The sample blog: anyone reads, administrators write. */
export const postRoutes = new Hono<AppEnv>()
  .get('/posts', async (c) => c.json({ posts: (await listPosts(c.get('db'))).map(presentPost) }))
  .post('/posts', requireAdmin, async (c) => {
    const { post } = await parseBody(c, newPostSchema);
    return c.json({ post: presentPost(await addPost(c.get('db'), post)) }, 201);
  })
  .get('/posts/:cuid', async (c) => {
    const cuid = postCuidSchema.safeParse(c.req.param('cuid'));
    const row = cuid.success ? await findPost(c.get('db'), cuid.data) : undefined;
    if (!row) throw notFound('That post');
    return c.json({ post: presentPost(row) });
  })
  .delete('/posts/:cuid', requireAdmin, async (c) => {
    const cuid = postCuidSchema.safeParse(c.req.param('cuid'));
    if (!cuid.success || !(await deletePost(c.get('db'), cuid.data))) throw notFound('That post');
    return c.json({ deleted: true });
  });
