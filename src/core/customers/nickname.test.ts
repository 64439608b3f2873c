import { describe, expect, it } from 'vitest';
import { isPlainNickname } from './nickname';

describe('isPlainNickname', () => {
  it('takes names in any script, with digits and the usual marks', () => {
    for (const name of [
      'anna',
      "D'Angelo",
      'Zoë_88',
      'nick-3f9a',
      'Jean-Luc Picard',
      'Ñandú',
      '李雷',
      'a.b',
    ]) {
      expect(isPlainNickname(name), name).toBe(true);
    }
  });

  it('refuses links, addresses and markup', () => {
    for (const name of [
      'https://spam.example',
      'win at spam.com',
      'www.prizes',
      'cheap.xyz now',
      '<b>hi</b>',
      'me@example',
      'call +39 333',
      'a\nb',
    ]) {
      expect(isPlainNickname(name), name).toBe(false);
    }
  });
});
