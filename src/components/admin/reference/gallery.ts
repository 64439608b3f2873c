import type { galleryRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { checkFields, imageKey } from './checks';
import { mediaForm, type MediaValues } from './media-texts';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A gallery picture as admin_galleries answers it (`image`: its /images/ address). */
export type GalleryRecord = ReferenceRecord<typeof galleryRoutes>;

export type GalleryValues = MediaValues & { image: string };

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
    ...mediaForm.rows<GalleryValues>(),
  ],
  blank: { ...mediaForm.blank, image: '' },
  toValues: (r) => ({ ...mediaForm.values(r), image: r.image }),
  toBody: (v) => ({ image: imageKey(v.image), ...mediaForm.body(v) }),
  // A missing picture reads as "Upload a picture", the same as a refused one.
  check: (v) =>
    checkFields(
      { ...v, image: v.image.trim() === '' ? '/' : v.image },
      { image: ['imageKey'], sort: ['required', 'sort'] },
    ),
  title: (r) => r.lng.eng.title || r.imageKey,
  apiFields: mediaForm.apiFields,
};
