import { eq } from 'drizzle-orm';
import {
  adminGallerySchema,
  adminVideoSchema,
  type AdminGalleryInput,
  type AdminVideoInput,
} from '../../../core/validation/admin-reference';
import { galleries, videos } from '../../db/schema';
import { adminGalleries, adminVideos } from './admin-lists';
import { adminGalleryRowSchema, adminVideoRowSchema } from './reference-answers';
import { referenceResource } from './reference-resource';

/** Gallery pictures and videos are used by nothing else: they may always go. */
const unused = async () => [];

const galleryRow = (i: AdminGalleryInput) => ({
  image: i.image,
  eng: i.lng.eng,
  ita: i.lng.ita,
  active: i.active,
  sort: i.sort,
});

export const galleryResource = referenceResource({
  path: 'admin_galleries',
  purges: ['galleries'],
  one: 'gallery',
  many: 'galleries',
  label: 'Gallery picture',
  schema: adminGallerySchema,
  row: adminGalleryRowSchema,
  list: adminGalleries,
  insert: async (db, i) => {
    const [row] = await db.insert(galleries).values(galleryRow(i)).returning({ id: galleries.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (
      await db
        .update(galleries)
        .set(galleryRow(i))
        .where(eq(galleries.id, id))
        .returning({ id: galleries.id })
    ).length > 0,
  remove: async (db, id) =>
    (await db.delete(galleries).where(eq(galleries.id, id)).returning({ id: galleries.id }))
      .length > 0,
  usedBy: unused,
  duplicates: {},
});

const videoRow = (i: AdminVideoInput) => ({
  youtubeId: i.youtubeId,
  eng: i.lng.eng,
  ita: i.lng.ita,
  active: i.active,
  sort: i.sort,
});

export const videoResource = referenceResource({
  path: 'admin_videos',
  purges: ['videos'],
  one: 'video',
  many: 'videos',
  label: 'Video',
  schema: adminVideoSchema,
  row: adminVideoRowSchema,
  list: adminVideos,
  insert: async (db, i) => {
    const [row] = await db.insert(videos).values(videoRow(i)).returning({ id: videos.id });
    return row!.id;
  },
  update: async (db, id, i) =>
    (await db.update(videos).set(videoRow(i)).where(eq(videos.id, id)).returning({ id: videos.id }))
      .length > 0,
  remove: async (db, id) =>
    (await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id })).length > 0,
  usedBy: unused,
  duplicates: {},
});
