import { notFound } from '../../core/domain-error';
import * as z from 'zod';
import { defineRoute } from '../http/route/define-route';
import { doneAnswer, oneKeySchemaAnswer } from '../http/route/keyed-schema';
import { postSchema } from './post-answer';
import { newPostSchema, postCuidSchema } from './post-schemas';
import { addPost, deletePost, findPost, listPosts, presentPost } from './posts';

/* The sample blog: anyone reads, administrators write. */

const NO_POST = 'No such post (or not a post id)';

export const getPosts = defineRoute(
  {
    method: 'GET',
    path: '/posts',
    cache: { tags: ['posts'] },
    summary: 'Blog posts',
    tag: 'content',
    access: 'public',
    answer: oneKeySchemaAnswer('posts', 'Posts', z.array(postSchema)),
  },
  async (c) => ({ posts: (await listPosts(c.get('db'))).map(presentPost) }),
);

export const addPostCall = defineRoute(
  {
    method: 'POST',
    path: '/posts',
    purges: ['posts'],
    // The static site holds no post: the blog's pages read them live.
    changesPages: false,
    summary: 'Write a blog post',
    tag: 'content',
    access: 'admin',
    body: newPostSchema,
    answer: { status: 201, ...oneKeySchemaAnswer('post', 'The new post', postSchema) },
  },
  async (c, { body: { post } }) => ({ post: presentPost(await addPost(c.get('db'), post)) }),
);

export const getPost = defineRoute(
  {
    method: 'GET',
    path: '/posts/{cuid}',
    cache: { tags: ['posts'] },
    summary: 'One blog post',
    tag: 'content',
    access: 'public',
    params: { cuid: postCuidSchema },
    answer: oneKeySchemaAnswer('post', 'The post', postSchema),
    errors: { 404: NO_POST },
  },
  async (c) => {
    const cuid = postCuidSchema.safeParse(c.req.param('cuid'));
    const row = cuid.success ? await findPost(c.get('db'), cuid.data) : undefined;
    if (!row) throw notFound('That post');
    return { post: presentPost(row) };
  },
);

export const deletePostCall = defineRoute(
  {
    method: 'DELETE',
    path: '/posts/{cuid}',
    purges: ['posts'],
    changesPages: false,
    summary: 'Delete a blog post',
    tag: 'content',
    access: 'admin',
    params: { cuid: postCuidSchema },
    answer: doneAnswer('deleted', 'true', '{ deleted: true }'),
    errors: { 404: NO_POST },
  },
  async (c) => {
    const cuid = postCuidSchema.safeParse(c.req.param('cuid'));
    if (!cuid.success || !(await deletePost(c.get('db'), cuid.data))) throw notFound('That post');
    return { deleted: true as const };
  },
);

export const POST_ROUTES = [getPosts, addPostCall, getPost, deletePostCall] as const;
