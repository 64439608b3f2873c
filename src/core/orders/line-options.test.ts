import { describe, expect, it } from 'vitest';
import { lineGrams, lineOptions, priceBasis } from './line-options';

const line = {
  size: 'M',
  color: 'Black',
  itaColor: 'Nero',
  style: 'Classic',
  itaStyle: 'Classico',
  packDescr: 'Pack of 3',
  itaPackDescr: 'Confezione da 3',
};

describe('lineOptions', () => {
  it('names the options in Italian on Italian pages', () => {
    expect(lineOptions(line, 'ita')).toEqual({
      size: 'M',
      color: 'Nero',
      style: 'Classico',
      pack: 'Confezione da 3',
    });
  });

  it('keeps the English names in English, and where no Italian name was entered', () => {
    expect(lineOptions(line, 'eng')).toEqual({
      size: 'M',
      color: 'Black',
      style: 'Classic',
      pack: 'Pack of 3',
    });
    expect(
      lineOptions({ ...line, itaColor: '', itaStyle: undefined, itaPackDescr: '' }, 'ita'),
    ).toEqual({ size: 'M', color: 'Black', style: 'Classic', pack: 'Pack of 3' });
  });
});

describe('priceBasis', () => {
  it('prices a pack line per pack, a weighed line per kilogram, others per unit', () => {
    expect(priceBasis({ sellBy: 'u', sellPack: 3, packDescr: 'Pack of 3' })).toEqual({
      kind: 'pack',
      units: 3,
    });
    expect(priceBasis({ sellBy: 'w', sellPack: 1, packDescr: '' })).toEqual({ kind: 'kg' });
    expect(priceBasis({ sellBy: 'u', sellPack: 1, packDescr: '' })).toEqual({ kind: 'unit' });
  });
});

describe('lineGrams', () => {
  it('weighs every unit of every pack on the line', () => {
    expect(lineGrams({ productWeight: 1250, sellPack: 1, quantity: 2 })).toBe(2500);
    expect(lineGrams({ productWeight: 200, sellPack: 3, quantity: 2 })).toBe(1200);
  });
});
