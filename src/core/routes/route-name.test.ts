import { describe, expect, it } from 'vitest';
import { toRouteName } from './route-name';

describe('spec 2: "Names in routes have spaces and every run of non-alphanumeric characters replaced by an underscore."', () => {
  it('replaces spaces', () => {
    expect(toRouteName('Shoulder Bags')).toBe('Shoulder_Bags');
  });

  it('replaces a whole run with one underscore', () => {
    expect(toRouteName('Bags & Luggage')).toBe('Bags_Luggage');
    expect(toRouteName('a  -- b')).toBe('a_b');
    expect(toRouteName('a__b')).toBe('a_b');
  });

  it('keeps case and digits', () => {
    expect(toRouteName('XL Trolley 70cm')).toBe('XL_Trolley_70cm');
  });

  it('treats Unicode letters such as à and è as alphanumeric', () => {
    expect(toRouteName('Borse à tracolla')).toBe('Borse_à_tracolla');
    expect(toRouteName('Caffè & Tè')).toBe('Caffè_Tè');
  });

  it('gives the same route for composed and decomposed accents', () => {
    expect(toRouteName('Caffe\u0300')).toBe(toRouteName('Caff\u00e8'));
  });

  it('drops leading and trailing underscores (decision)', () => {
    expect(toRouteName(' Bags & Luggage! ')).toBe('Bags_Luggage');
    expect(toRouteName('_x_')).toBe('x');
  });

  it('gives an empty string when nothing alphanumeric is left', () => {
    expect(toRouteName('')).toBe('');
    expect(toRouteName(' &-! ')).toBe('');
  });
});
