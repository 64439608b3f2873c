import { describe, expect, it } from 'vitest';
import { productPictures } from './product-pictures';

describe('productPictures', () => {
  it('lists the gallery, or the main picture when there is none', () => {
    const image = { image1: '/images/a-1.webp', published: 2 };
    expect(
      productPictures({ image: { ...image, images: ['/images/a-1.webp', '/images/a-2.webp'] } }),
    ).toEqual(['/images/a-1.webp', '/images/a-2.webp']);
    expect(productPictures({ image: { ...image, images: [] } })).toEqual(['/images/a-1.webp']);
  });
});
