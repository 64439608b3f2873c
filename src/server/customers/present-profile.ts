import { type ContentLanguage, languageOf, type Language } from '../../core/routes/languages';
import { contentLanguage } from '../../core/routes/languages';
import type { CustomerRow } from '../db/rows';
import type { Profile } from './profile-answer';

/** The API speaks the content codes eng/ita; the database keeps the site's en/it. */
export function storedLanguage(code: ContentLanguage): Language {
  return languageOf(code);
}

export function mailLanguage(stored: string): Language {
  return languageOf(stored);
}

/** Spec 3 "User profile" (the token stays with the client's status). Never the password hash. */
export function presentProfile(row: CustomerRow): Profile {
  return {
    id: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    gender: row.gender,
    region: row.region,
    code: row.code,
    country: row.country,
    picture: row.picture,
    website: row.website,
    subscribe: row.subscribe,
    lng: contentLanguage(row.lng),
  };
}
