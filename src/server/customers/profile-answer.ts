import * as z from 'zod';
import { contentLanguageField, recordId } from '../../core/validation/answer-fields';

/**
 * Spec 3's "User profile", as GET customer and PUT profile answer it (the token stays with the
 * client's status). Never the password hash.
 */
export const profileAnswerSchema = z.object({
  id: recordId('The account id'),
  userName: z.string().describe('The email address'),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  gender: z.string(),
  region: z.string(),
  code: z.string(),
  country: z.string(),
  picture: z.string(),
  website: z.string(),
  subscribe: z.boolean().describe('Whether the account asked for the newsletter'),
  lng: contentLanguageField('The customer’s language'),
});

export type Profile = z.output<typeof profileAnswerSchema>;
