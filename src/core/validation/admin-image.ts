import * as z from 'zod';
import { IMAGE_FOLDERS } from '../images/upload-rules';

/**
 * POST admin_image (docs/api-admin.md, "Images"): the chosen file as the browser read it and
 * the folder that decides its size. The data URI itself is checked by the route, which tells
 * a malformed one (400 BAD_REQUEST) from one holding something other than a picture.
 */
export const adminImageUploadSchema = z.object({
  chosenFile: z.object({
    data_uri: z.string({ error: 'Choose a file' }).min(1, 'Choose a file'),
    name: z.string().max(255).optional(),
  }),
  folder: z.enum(IMAGE_FOLDERS, { error: `Choose one of ${IMAGE_FOLDERS.join(', ')}` }),
});

export type AdminImageUpload = z.output<typeof adminImageUploadSchema>;
