import { describe, expect, it } from 'vitest';
import { colourPictureIndex } from './colour-picture';

describe('colourPictureIndex', () => {
  const byPlace = ['/images/p/a-1.webp', '/images/p/a-2.webp', '/images/p/a-3.webp'];

  it('takes the picture whose file name names the colour', () => {
    const named = ['/images/scarf.webp', '/images/scarf-navy-blue.webp', '/images/scarf_red.webp'];
    expect(colourPictureIndex(named, ['Red', 'Navy Blue'], 'Navy Blue')).toBe(1);
    expect(colourPictureIndex(named, ['Red', 'Navy Blue'], 'red')).toBe(2);
    expect(colourPictureIndex(named, ['Green'], 'Green')).toBe(0);
  });

  it('matches whole words only', () => {
    expect(colourPictureIndex(['/a.webp', '/blueberry.webp'], ['Blue'], 'Blue')).toBe(0);
  });

  it('takes the picture in the colour’s place when there is one per colour', () => {
    expect(colourPictureIndex(byPlace, ['Black', 'Red', 'Sand'], 'Sand')).toBe(2);
    expect(colourPictureIndex(byPlace, ['Black', 'Red'], 'red')).toBe(1);
  });

  it('keeps the main picture when pictures and colours do not pair up', () => {
    expect(colourPictureIndex(byPlace.slice(0, 2), ['Black', 'Red', 'Sand'], 'Red')).toBe(0);
    expect(colourPictureIndex(byPlace, ['Black'], 'Black')).toBe(0);
    expect(colourPictureIndex(byPlace, ['Black', 'Red'], 'Green')).toBe(0);
    expect(colourPictureIndex(byPlace, ['Black', 'Red'], '')).toBe(0);
    expect(colourPictureIndex([], ['Black', 'Red'], 'Red')).toBe(0);
  });
});
