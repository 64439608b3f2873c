import { describe, expect, it } from 'vitest';
import {
  postTextFor,
  contentLangAttribute,
  excerpt,
  formatPostDate,
  languageTag,
  textParagraphs,
} from './post-text';

describe('textParagraphs', () => {
  it('splits on blank lines, trims and drops empty paragraphs', () => {
    expect(textParagraphs('One.\n\nTwo\nlines.\r\n \r\nThree.\n\n\n\n')).toEqual([
      'One.',
      'Two\nlines.',
      'Three.',
    ]);
    expect(textParagraphs('   ')).toEqual([]);
  });

  it('keeps markup as text', () => {
    expect(textParagraphs('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});

describe('excerpt', () => {
  it('is the first paragraph on one line when it is short', () => {
    expect(excerpt('Leather is\nskin.\n\nSecond.')).toBe('Leather is skin.');
  });

  it('cuts a long paragraph at a word boundary with an ellipsis', () => {
    const text = 'Airlines do not agree on cabin sizes, so start from the strictest one.';
    expect(excerpt(text, 30)).toBe('Airlines do not agree on…');
    expect(excerpt(text, 30).length).toBeLessThanOrEqual(31);
  });

  it('cuts one very long word where it must', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('is empty for an empty post', () => {
    expect(excerpt('')).toBe('');
  });
});

describe('languageTag', () => {
  it('keeps language tags and refuses anything else', () => {
    expect(languageTag(' en ')).toBe('en');
    expect(languageTag('pt-BR')).toBe('pt-BR');
    expect(languageTag('')).toBeUndefined();
    expect(languageTag('en"><x')).toBeUndefined();
  });
});

describe('contentLangAttribute', () => {
  it('names the post language only when it differs from the page', () => {
    expect(contentLangAttribute('en', 'en')).toBeUndefined();
    expect(contentLangAttribute('en', 'it')).toBe('en');
    expect(contentLangAttribute('fr', 'en')).toBe('fr');
    expect(contentLangAttribute('en-GB', 'en')).toBeUndefined();
  });

  it('ignores values that are not language tags', () => {
    expect(contentLangAttribute('', 'it')).toBeUndefined();
    expect(contentLangAttribute('english please', 'it')).toBeUndefined();
  });
});

describe('formatPostDate', () => {
  it('writes the date in the page language, in UTC', () => {
    expect(formatPostDate('2025-03-04T09:00:00Z', 'en')).toBe('4 March 2025');
    expect(formatPostDate('2025-03-04T09:00:00Z', 'it')).toBe('4 marzo 2025');
    expect(formatPostDate('2025-03-04T23:30:00Z', 'en')).toBe('4 March 2025');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatPostDate('not a date', 'en')).toBe('');
  });
});

describe("postTextFor: blog posts in the page's language", () => {
  const post = {
    title: 'How to look after a leather bag',
    content: 'Leather is skin.',
    lng: 'en',
    itaTitle: 'Come prendersi cura di una borsa in pelle',
    itaContent: 'La pelle è pelle.',
  };

  it('shows the Italian title and text on an Italian page', () => {
    expect(postTextFor(post, 'it')).toEqual({
      title: post.itaTitle,
      content: post.itaContent,
      lng: 'it',
      inPageLanguage: true,
    });
  });

  it('shows the original on an English page', () => {
    expect(postTextFor(post, 'en')).toEqual({
      title: post.title,
      content: post.content,
      lng: 'en',
      inPageLanguage: true,
    });
  });

  it('shows an untranslated (or half translated) post in its own language on an Italian page', () => {
    for (const missing of [
      { itaTitle: '', itaContent: '' },
      { itaTitle: 'Solo il titolo', itaContent: ' ' },
      { itaTitle: '', itaContent: 'Solo il testo' },
    ]) {
      expect(postTextFor({ ...post, ...missing }, 'it')).toEqual({
        title: post.title,
        content: post.content,
        lng: 'en',
        inPageLanguage: false,
      });
    }
  });
});
