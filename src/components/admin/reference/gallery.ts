import type { galleryRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { activeField, sortField } from './common-fields';
import { checkFields, imageKey, sortNumber } from './checks';
import {
  BLANK_MEDIA_TEXTS,
  MEDIA_API_FIELDS,
  mediaTextRows,
  mediaTextsBody,
  mediaTextValues,
  type MediaTextValues,
} from './media-texts';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A gallery picture as admin_galleries answers it (`image`: its /images/ address). */
export type GalleryRecord = ReferenceRecord<typeof galleryRoutes>;

export type GalleryValues = MediaTextValues & { image: string; active: boolean; sort: string };

export const galleryDescriptor: DeclaredDescriptor<typeof galleryRoutes, GalleryValues> = {
  key: 'gallery',
  call: 'admin_galleries',
  one: 'gallery',
  many: 'galleries',
  columns: [
    { label: 'image', cell: (r) => ({ image: r.image, alt: r.lng.eng.title }) },
    { label: 'engTitle', cell: (r) => r.lng.eng.title },
    { label: 'itaTitle', cell: (r) => r.lng.ita.title, lang: 'it' },
    { label: 'engCategory', cell: (r) => r.lng.eng.category },
    { label: 'active', cell: (r) => ({ yes: r.active }) },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [
    { kind: 'image', name: 'image', label: 'image', folder: 'gallery' },
    ...mediaTextRows<GalleryValues>(),
    activeField<GalleryValues>(),
    sortField<GalleryValues>(),
  ],
  blank: { ...BLANK_MEDIA_TEXTS, image: '', active: true, sort: '0' },
  toValues: (r) => ({
    ...mediaTextValues(r.lng),
    image: r.image,
    active: r.active,
    sort: String(r.sort),
  }),
  toBody: (v) => ({
    image: imageKey(v.image),
    lng: mediaTextsBody(v),
    active: v.active,
    sort: sortNumber(v.sort),
  }),
  // A missing picture reads as "Upload a picture", the same as a refused one.
  check: (v) =>
    checkFields(
      { ...v, image: v.image.trim() === '' ? '/' : v.image },
      { image: ['imageKey'], sort: ['required', 'sort'] },
    ),
  title: (r) => r.lng.eng.title || r.imageKey,
  apiFields: MEDIA_API_FIELDS,
};
