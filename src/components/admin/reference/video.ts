import type { videoRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { activeField, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import {
  BLANK_MEDIA_TEXTS,
  MEDIA_API_FIELDS,
  mediaTextRows,
  mediaTextsBody,
  mediaTextValues,
  type MediaTextValues,
} from './media-texts';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A video as admin_videos answers it (`youtubeId`: the 11 characters of a YouTube video). */
export type VideoRecord = ReferenceRecord<typeof videoRoutes>;

export type VideoValues = MediaTextValues & { youtubeId: string; active: boolean; sort: string };

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
    ...mediaTextRows<VideoValues>(),
    activeField<VideoValues>(),
    sortField<VideoValues>(),
  ],
  blank: { ...BLANK_MEDIA_TEXTS, youtubeId: '', active: true, sort: '0' },
  toValues: (r) => ({
    ...mediaTextValues(r.lng),
    youtubeId: r.youtubeId,
    active: r.active,
    sort: String(r.sort),
  }),
  toBody: (v) => ({
    youtubeId: youtubeIdOf(v.youtubeId),
    lng: mediaTextsBody(v),
    active: v.active,
    sort: sortNumber(v.sort),
  }),
  check: (v) =>
    checkFields(
      { ...v, youtubeId: youtubeIdOf(v.youtubeId) },
      { youtubeId: ['youtubeId'], sort: ['required', 'sort'] },
    ),
  title: (r) => r.lng.eng.title || r.youtubeId,
  apiFields: MEDIA_API_FIELDS,
};
