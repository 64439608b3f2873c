import * as z from 'zod';

/** A post's id in `/posts/{cuid}`; anything else is answered 404, like an unknown post. */
export const postCuidSchema = z.string().regex(/^c[a-z0-9]{8,40}$/);

export const newPostSchema = z.object({
  post: z.object({
    name: z.string().trim().min(1, 'Enter the author name').max(100),
    title: z.string().trim().min(1, 'Enter a title').max(200),
    content: z.string().trim().min(1, 'Enter the content').max(20_000),
    // Spec section 9: the sample blog's locales are en and fr.
    lng: z.enum(['en', 'fr']).default('en'),
    // The Italian text for /it pages; a post missing either shows its original text there.
    itaTitle: z.string().trim().max(200).default(''),
    itaContent: z.string().trim().max(20_000).default(''),
  }),
});
