import { Hono } from 'hono';
import { adminImageUploadSchema } from '../../../core/validation/admin-image';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody } from '../../http/validate';
import { getImageStore } from '../../providers/images';
import { uploadImage } from './upload-image';

/** POST admin_image (docs/api-admin.md, "Images"); its larger body limit is in http/body-limits. */
export const adminImageRoutes = new Hono<AppEnv>().post('/admin_image', requireAdmin, async (c) => {
  const upload = await parseBody(c, adminImageUploadSchema);
  return c.json({ image: await uploadImage(getImageStore(), upload) }, 201);
});
