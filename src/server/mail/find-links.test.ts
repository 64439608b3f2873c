import { describe, expect, it } from 'vitest';
import { findLinks } from './find-links';

describe('findLinks', () => {
  it('finds every http(s) address once, in order, without trailing punctuation', () => {
    const text = [
      'Open http://localhost:8888/activate?key1=abc.',
      'Or (https://shop.example.com/it/reset_password?key1=x%2By), then',
      'http://localhost:8888/activate?key1=abc again; ftp://not.this and mailto:no@example.com',
    ].join('\n');
    expect(findLinks(text)).toEqual([
      'http://localhost:8888/activate?key1=abc',
      'https://shop.example.com/it/reset_password?key1=x%2By',
    ]);
  });

  it('gives an empty list for a text without links', () => {
    expect(findLinks('Hello,\n\nno links here.')).toEqual([]);
  });
});
