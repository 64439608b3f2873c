import { describe, expect, it } from 'vitest';
import { isDecodableAddress } from './decodable-address';

describe('isDecodableAddress', () => {
  it.each(['/', '/shop/', '/images/bag%20red.jpg', '/it/cerca/?q=borsa%20rossa&p=2', '/%E2%82%AC'])(
    'accepts %s',
    (target) => expect(isDecodableAddress(target)).toBe(true),
  );

  it.each(['/images/%ZZ', '/shop/50%off', '/?q=%E0%A4%A', '/%', '/ok?x=%', '/%C3'])(
    'refuses %s',
    (target) => expect(isDecodableAddress(target)).toBe(false),
  );
});
