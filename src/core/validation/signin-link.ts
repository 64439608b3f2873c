import * as z from 'zod';

/**
 * The sign-in link's page sends its key in the body (never the address, which logs keep). A
 * missing or malformed one reads as empty, which the server answers with LINK_INVALID like any
 * dead link.
 */
export const signInWithLinkSchema = z.object({
  key1: z.string().trim().max(200).catch(''),
});
export type SignInWithLink = z.infer<typeof signInWithLinkSchema>;
