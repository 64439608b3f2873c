import type { MediaText } from '../site/shop-data';
import type { ContentLanguage } from '../routes/languages';
import { textCollator } from '../text/collator';

/**
 * Spec section 3: "Galleries and videos carry a per-language object whose English entry has a
 * category; the category lists are de-duplicated by category name and sorted alphabetically."
 * The English category is the key (admins may translate it or not); the page shows its name in
 * the visitor's language.
 */

export interface MediaItem {
  lng: Record<ContentLanguage, MediaText>;
}

export interface MediaGroup<T> {
  /** The English category name, trimmed; '' for items the shop gave no category. */
  category: string;
  /** The category's name in the page's language, English when it has no translation. */
  label: string;
  /** In the order the shop lists them. */
  items: T[];
}

/** A deterministic order: by the language's collation, then by code points for ties. */
function compareText(lng: ContentLanguage): (a: string, b: string) => number {
  const compare = textCollator(lng, 'base').compare;
  return (a, b) => compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const englishCategory = (item: MediaItem) => (item.lng.eng?.category ?? '').trim();

/** The spec's list (galleryCategories, videoCategories): English names, once each, A to Z. */
export function mediaCategories(items: readonly MediaItem[]): string[] {
  const names = new Set(items.map(englishCategory).filter((name) => name !== ''));
  return [...names].sort(compareText('eng'));
}

/**
 * An item's text in a language, field by field falling back to English, so a half-translated
 * entry still has a title (it becomes an image's alt text) and a description.
 */
export function mediaText(item: MediaItem, lng: ContentLanguage): MediaText {
  const local = item.lng[lng];
  const english = item.lng.eng;
  const pick = (field: keyof MediaText) =>
    (local?.[field] ?? '').trim() || (english?.[field] ?? '').trim();
  return { category: pick('category'), title: pick('title'), descr: pick('descr') };
}

/**
 * The items grouped by English category. Groups are sorted by the name the visitor reads (the
 * spec's alphabetical order, in the page's language); items without a category come last.
 */
export function groupByCategory<T extends MediaItem>(
  items: readonly T[],
  lng: ContentLanguage,
): MediaGroup<T>[] {
  const groups = new Map<string, MediaGroup<T>>();
  for (const item of items) {
    const category = englishCategory(item);
    let group = groups.get(category);
    if (!group) {
      group = { category, label: '', items: [] };
      groups.set(category, group);
    }
    // The first item that names the category in this language names the group.
    if (group.label === '' && category !== '') {
      group.label = (item.lng[lng]?.category ?? '').trim();
    }
    group.items.push(item);
  }
  const compare = compareText(lng);
  return [...groups.values()]
    .map((group) => ({ ...group, label: group.label || group.category }))
    .sort((a, b) => {
      if (a.category === '' || b.category === '') {
        return a.category === b.category ? 0 : a.category === '' ? 1 : -1;
      }
      return compare(a.label, b.label) || compare(a.category, b.category);
    });
}

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video's page on YouTube, or undefined for an id that is not one (a pasted URL, a typo),
 * so a bad value in the back office never becomes a broken or unexpected link.
 */
export function youtubeWatchUrl(youtubeId: string): string | undefined {
  const id = youtubeId.trim();
  return YOUTUBE_ID.test(id) ? `https://www.youtube.com/watch?v=${id}` : undefined;
}
