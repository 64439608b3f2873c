import { sortNumber } from './checks';
import { activeField, sortField } from './common-fields';
import type { FieldSpec, FormLayout } from './types';

/*
 * Gallery pictures and videos carry the same per-language texts (lng.eng / lng.ita, each a
 * category, a title and a description), shown or not and in an order. The form edits them as
 * flat values, English and Italian side by side; each kind adds its own medium (a picture, a
 * YouTube video).
 */

export interface MediaText {
  category: string;
  title: string;
  descr: string;
}

export interface MediaTexts {
  eng: MediaText;
  ita: MediaText;
}

export type MediaTextValues = {
  engCategory: string;
  itaCategory: string;
  engTitle: string;
  itaTitle: string;
  engDescr: string;
  itaDescr: string;
};

const mediaTextValues = (lng: MediaTexts): MediaTextValues => ({
  engCategory: lng.eng.category,
  itaCategory: lng.ita.category,
  engTitle: lng.eng.title,
  itaTitle: lng.ita.title,
  engDescr: lng.eng.descr,
  itaDescr: lng.ita.descr,
});

const BLANK_MEDIA_TEXTS: MediaTextValues = mediaTextValues({
  eng: { category: '', title: '', descr: '' },
  ita: { category: '', title: '', descr: '' },
});

const mediaTextsBody = (v: MediaTextValues): MediaTexts => ({
  eng: { category: v.engCategory.trim(), title: v.engTitle.trim(), descr: v.engDescr.trim() },
  ita: { category: v.itaCategory.trim(), title: v.itaTitle.trim(), descr: v.itaDescr.trim() },
});

/** The API's body paths for these texts (lng.eng.title …) → the form's values. */
const MEDIA_API_FIELDS: Record<string, keyof MediaTextValues> = {
  'lng.eng.category': 'engCategory',
  'lng.ita.category': 'itaCategory',
  'lng.eng.title': 'engTitle',
  'lng.ita.title': 'itaTitle',
  'lng.eng.descr': 'engDescr',
  'lng.ita.descr': 'itaDescr',
};

function mediaTextRows<V extends MediaTextValues>(): FormLayout<V> {
  const text = (name: keyof MediaTextValues, maxLength: number): FieldSpec<V> => ({
    kind: 'text',
    name: name as keyof V & string,
    label: name,
    maxLength,
    ...(name.startsWith('ita') ? { lang: 'it' as const } : {}),
  });
  const area = (name: keyof MediaTextValues): FieldSpec<V> => ({
    kind: 'textarea',
    name: name as keyof V & string,
    label: name,
    maxLength: 2000,
    ...(name.startsWith('ita') ? { lang: 'it' as const } : {}),
  });
  return [
    [text('engCategory', 100), text('itaCategory', 100)],
    [text('engTitle', 200), text('itaTitle', 200)],
    [area('engDescr'), area('itaDescr')],
  ];
}

/** A gallery picture's or a video's form values but its medium. */
export type MediaValues = MediaTextValues & { active: boolean; sort: string };

const BLANK_MEDIA: MediaValues = { ...BLANK_MEDIA_TEXTS, active: true, sort: '0' };

const mediaValues = (record: { lng: MediaTexts; active: boolean; sort: number }): MediaValues => ({
  ...mediaTextValues(record.lng),
  active: record.active,
  sort: String(record.sort),
});

const mediaBody = (v: MediaValues) => ({
  lng: mediaTextsBody(v),
  active: v.active,
  sort: sortNumber(v.sort),
});

/** The form's rows after the medium's: the texts, then shown and order. */
const mediaRows = <V extends MediaValues>(): FormLayout<V> => [
  ...mediaTextRows<V>(),
  activeField<V>(),
  sortField<V>(),
];

/** What a gallery picture's or a video's form takes from here: all but its medium. */
export const mediaForm = {
  blank: BLANK_MEDIA,
  values: mediaValues,
  body: mediaBody,
  rows: mediaRows,
  apiFields: MEDIA_API_FIELDS,
};
