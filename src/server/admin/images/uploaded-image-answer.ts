import * as z from 'zod';

/** A stored upload (POST admin_image): its key to save in a record, and where it is served. */
export const uploadedImageSchema = z.object({
  key: z.string().describe('The image-store key a record keeps'),
  url: z.string().describe('Its address'),
  width: z.number().int().describe('In pixels, as stored'),
  height: z.number().int().describe('In pixels, as stored'),
  thumbUrl: z.string().describe('Its thumbnail’s address'),
});

export type UploadedImage = z.output<typeof uploadedImageSchema>;
