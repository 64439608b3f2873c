import { describe, expect, it } from 'vitest';
import { siteColoursRule } from './site-colours';

describe('siteColoursRule (issue 26.4: the background reaches the page)', () => {
  it('sets the three colours on :root, where the body reads them', () => {
    expect(siteColoursRule({ front: '#212529', back: '#ffeedd', highlight: '#8a3b12' })).toBe(
      ':root{--shop-front:#212529;--shop-back:#ffeedd;--shop-highlight:#8a3b12}',
    );
  });

  it('writes no value that is not a #rrggbb colour', () => {
    expect(
      siteColoursRule({ front: 'red}body{display:none', back: '#ffeedd', highlight: '' }),
    ).toBe(':root{--shop-back:#ffeedd}');
    expect(siteColoursRule({ front: '', back: 'x', highlight: '#12' })).toBe('');
  });
});
