import { DEFAULT_SITE_LANGUAGE, languageOf, type Language } from '../routes/languages';

/**
 * Blog posts (spec: "Sample blog", post with name, title, content) are plain text written by
 * people: these helpers turn that text into paragraphs, excerpts and dates without ever
 * reading it as markup.
 */

/** Paragraphs are separated by a blank line; lines inside a paragraph are kept. */
export function textParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export const EXCERPT_LENGTH = 180;

/**
 * The post's opening, at most `max` characters, cut at a word boundary with an ellipsis: the
 * first paragraph on one line.
 */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const first = (textParagraphs(text)[0] ?? '').replace(/\s+/g, ' ');
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A single very long word is cut where it is; otherwise the last whole word stays.
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s.,;:!?\-–—]+$/, '')}…`;
}

/** A BCP 47 tag the way the sample blog keys posts (en, fr, pt-BR). */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** The post's language as a language tag, or undefined when it is missing or not one. */
export function languageTag(value: string): string | undefined {
  const tag = value.trim();
  return LANGUAGE_TAG.test(tag) ? tag : undefined;
}

/**
 * The lang attribute for a post's text on a page in `pageLanguage`: the post's own language
 * when it differs, so screen readers switch voice; undefined when they agree or the post's
 * language is missing or not a language tag.
 */
export function contentLangAttribute(
  postLanguage: string,
  pageLanguage: string,
): string | undefined {
  const tag = languageTag(postLanguage);
  if (!tag) return undefined;
  const primary = (value: string) => value.split('-')[0]?.toLowerCase();
  return primary(tag) === primary(pageLanguage) ? undefined : tag;
}

/** The site's English is British (og:locale en_GB): day before month. */
const DATE_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT' };

/**
 * The post's date in the page's language (4 March 2025, 4 marzo 2025). UTC, so the page built
 * on a server and the page hydrated in a browser elsewhere show the same day. '' when the
 * date cannot be read.
 */
export function formatPostDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = DATE_LOCALES[language] ?? language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** What a post page shows: the text, its language, and whether it is the page's own. */
export interface PostTextForPage {
  title: string;
  content: string;
  /** The text's language (the post's own, or 'it' for its Italian text). */
  lng: string;
  /** False on an Italian page showing a post that has no Italian text yet. */
  inPageLanguage: boolean;
}

/**
 * The post's text for a page in `pageLanguage`. An Italian page shows the Italian title and
 * text when the post has both; otherwise the original, in its own language, so no post is
 * hidden from Italian readers and none shows half translated.
 */
export function postTextFor(
  post: { title: string; content: string; lng: string; itaTitle: string; itaContent: string },
  pageLanguage: string,
): PostTextForPage {
  const page = languageOf(pageLanguage);
  // A post's own text is the default language's; each other language has its translated twin.
  const twins: Record<Language, { title: string; content: string } | undefined> = {
    en: undefined,
    it:
      post.itaTitle.trim() !== '' && post.itaContent.trim() !== ''
        ? { title: post.itaTitle, content: post.itaContent }
        : undefined,
  };
  const twin = twins[page];
  if (twin) return { ...twin, lng: page, inPageLanguage: true };
  const own = languageTag(post.lng)?.split('-')[0]?.toLowerCase();
  return {
    title: post.title,
    content: post.content,
    lng: post.lng,
    inPageLanguage: page === DEFAULT_SITE_LANGUAGE || own === page,
  };
}
