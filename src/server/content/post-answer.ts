import * as z from 'zod';

/** A blog post as the API sends it (posts.ts presentPost). */
export const postSchema = z.object({
  _id: z.string(),
  cuid: z.string().describe('The post’s public id, in its address'),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  lng: z.string().describe('The language it was written in'),
  itaTitle: z.string().describe('The title in Italian; empty: not translated'),
  itaContent: z.string().describe('The text in Italian; empty: not translated'),
  dateAdded: z.iso.datetime().describe('ISO 8601'),
});

export type Post = z.output<typeof postSchema>;
