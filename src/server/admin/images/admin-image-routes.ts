import { adminImageUploadSchema } from '../../../core/validation/admin-image';
import * as z from 'zod';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { getImageStore } from '../../providers/images';
import { uploadImage } from './upload-image';
import { uploadedImageSchema } from './uploaded-image-answer';

/** POST admin_image (docs/api-admin.md, "Images"); its larger body limit is in http/body-limits. */
export const uploadAdminImage = defineRoute(
  {
    method: 'POST',
    path: '/admin_image',
    // A picture shows only once a saved record points at it: that save purges and marks.
    purges: [],
    changesPages: false,
    summary: 'Upload a picture (stored as WebP with a thumbnail)',
    tag: 'admin-catalogue',
    access: 'admin',
    body: adminImageUploadSchema,
    answer: schemaAnswer({
      status: 201,
      description: '{ image }',
      schema: z.object({
        image: uploadedImageSchema.describe('{ key, url, width, height, thumbUrl }'),
      }),
    }),
    errors: {
      400: 'NOT_AN_IMAGE, a malformed data URI, or the field messages',
      413: 'IMAGE_TOO_LARGE: over 4 MB of picture, 40 megapixels or a 6 MB body',
    },
  },
  async (_c, { body }) => ({ image: await uploadImage(getImageStore(), body) }),
);

export const ADMIN_IMAGE_ROUTES = [uploadAdminImage] as const;
