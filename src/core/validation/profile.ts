import * as z from 'zod';
import { signUpSchema } from './sign-up';

const s = signUpSchema.shape;

/**
 * PUT profile (spec 3 "User profile", spec 7 "profile fields plus customer (the user name) and
 * token"). The fields follow the sign-up rules; the nickname is required (spec 5) and every
 * other field left out keeps its stored value, so a client sending part of the profile never
 * blanks the rest or unsubscribes by omission. The email (userName) is not a field here: it
 * cannot be changed on this form, and parsing drops it. `customer` and `id` only say whom the
 * client thinks it is editing; the server refuses them when they name someone else.
 */
export const profileSchema = z.object({
  id: z.string().trim().max(100).optional(),
  customer: z.string().trim().toLowerCase().max(254).optional(),
  firstName: s.firstName.unwrap().optional(),
  lastName: s.lastName.unwrap().optional(),
  nickName: s.nickName,
  gender: s.gender.unwrap().optional(),
  region: s.region.unwrap().optional(),
  code: s.code.unwrap().optional(),
  country: s.country.unwrap().optional(),
  picture: s.picture.unwrap().optional(),
  website: s.website.unwrap().optional(),
  subscribe: s.subscribe.unwrap().optional(),
  lng: s.lng.unwrap().optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;
