import { describe, expect, it } from 'vitest';
import { restrictedTo } from './search-plan';

describe('restrictedTo', () => {
  it('labels every lexeme with the weights, prefixes and quotes included', () => {
    expect(restrictedTo(`( 'bag' | 'bags' ) & ( 'bor':* )`, 'AB')).toBe(
      `( 'bag':AB | 'bags':AB ) & ( 'bor':*AB )`,
    );
    expect(restrictedTo(`'d''oro' <2> 'lan'`, 'A')).toBe(`'d''oro':A <2> 'lan':A`);
  });
});
