import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { toRouteName } from '../../core/routes/route-name';
import type { Db } from '../db/client';
import type { PostRow } from '../db/rows';
import type { Post } from './post-answer';
import { posts } from '../db/schema';

export const presentPost = (row: PostRow): Post => ({
  _id: row.id,
  cuid: row.cuid,
  slug: row.slug,
  name: row.name,
  title: row.title,
  content: row.content,
  lng: row.lng,
  itaTitle: row.itaTitle,
  itaContent: row.itaContent,
  dateAdded: row.createdAt.toISOString(),
});

export function listPosts(db: Db) {
  return db.select().from(posts).orderBy(desc(posts.createdAt), desc(posts.cuid));
}

export async function findPost(db: Db, cuid: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.cuid, cuid)).limit(1);
  return row;
}

/** A collision-resistant id in the shape the sample blog's routes use (/posts/{slug}-{cuid}). */
function newCuid(): string {
  return `c${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
}

export async function addPost(
  db: Db,
  post: {
    name: string;
    title: string;
    content: string;
    lng: string;
    itaTitle?: string;
    itaContent?: string;
  },
): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({
      ...post,
      cuid: newCuid(),
      slug: toRouteName(post.title).toLowerCase() || 'post',
    })
    .returning();
  if (!row) throw new Error('post was not stored');
  return row;
}

export async function deletePost(db: Db, cuid: string): Promise<boolean> {
  const deleted = await db.delete(posts).where(eq(posts.cuid, cuid)).returning({ id: posts.id });
  return deleted.length > 0;
}
