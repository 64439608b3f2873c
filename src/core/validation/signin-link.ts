import * as z from 'zod';

/**
 * The sign-in link's page sends its key in the body (never the address, which logs keep). An
 * unknown, used or expired key is LINK_INVALID, answered by the server.
 */
export const signInWithLinkSchema = z.object({
  key1: z.string().trim().min(1).max(200),
});
export type SignInWithLink = z.infer<typeof signInWithLinkSchema>;
