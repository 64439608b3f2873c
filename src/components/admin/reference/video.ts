import type { videoRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { checkFields } from './checks';
import { mediaForm, type MediaValues } from './media-texts';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A video as admin_videos answers it (`youtubeId`: the 11 characters of a YouTube video). */
export type VideoRecord = ReferenceRecord<typeof videoRoutes>;

export type VideoValues = MediaValues & { youtubeId: string };

/**
 * What an administrator may paste: the id, or a watch / short / embed address holding it.
 * Anything else stays as typed, for the check to refuse.
 */
export function youtubeIdOf(text: string): string {
  const trimmed = text.trim();
  const match =
    /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(
      trimmed,
    );
  return match ? match[1]! : trimmed;
}

export const videoDescriptor: DeclaredDescriptor<typeof videoRoutes, VideoValues> = {
  key: 'video',
  call: 'admin_videos',
  one: 'video',
  many: 'videos',
  columns: [
    { label: 'youtubeId', cell: (r) => r.youtubeId },
    { label: 'engTitle', cell: (r) => r.lng.eng.title },
    { label: 'itaTitle', cell: (r) => r.lng.ita.title, lang: 'it' },
    { label: 'active', cell: (r) => ({ yes: r.active }) },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [
    { kind: 'text', name: 'youtubeId', label: 'youtubeId', hint: 'youtubeId', maxLength: 200 },
    ...mediaForm.rows<VideoValues>(),
  ],
  blank: { ...mediaForm.blank, youtubeId: '' },
  toValues: (r) => ({ ...mediaForm.values(r), youtubeId: r.youtubeId }),
  toBody: (v) => ({ youtubeId: youtubeIdOf(v.youtubeId), ...mediaForm.body(v) }),
  check: (v) =>
    checkFields(
      { ...v, youtubeId: youtubeIdOf(v.youtubeId) },
      { youtubeId: ['youtubeId'], sort: ['required', 'sort'] },
    ),
  title: (r) => r.lng.eng.title || r.youtubeId,
  apiFields: mediaForm.apiFields,
};
