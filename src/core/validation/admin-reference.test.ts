import { describe, expect, it } from 'vitest';
import {
  adminBrandSchema,
  adminCountrySchema,
  adminDeleteSchema,
  isDeliveryDays,
} from './admin-reference';

describe('isDeliveryDays', () => {
  it('takes a number or a rising range of one or two digits', () => {
    for (const ok of ['3', '3-5', '10-14', '2-2']) expect(isDeliveryDays(ok), ok).toBe(true);
    for (const bad of ['', '5-3', '3 - 5', '100', '3-', 'soon', '1-2-3']) {
      expect(isDeliveryDays(bad), bad).toBe(false);
    }
  });
});

describe('admin reference schemas', () => {
  it('adds without an id (0 and null count as none) and updates with one', () => {
    expect(adminBrandSchema.parse({ name: 'A' })._id).toBeUndefined();
    expect(adminBrandSchema.parse({ name: 'A', _id: 0 })._id).toBeUndefined();
    expect(adminBrandSchema.parse({ name: 'A', _id: null })._id).toBeUndefined();
    expect(adminBrandSchema.parse({ name: 'A', _id: 7 })._id).toBe(7);
    expect(adminBrandSchema.safeParse({ name: 'A', _id: -1 }).success).toBe(false);
  });

  it('takes an image key or its /images/ address, never a path out of the store', () => {
    const image = (value: string) =>
      adminBrandSchema.safeParse({ name: 'A', banner: { image: value } });
    expect(image('/images/banners/a.jpg').data?.banner.image).toBe('banners/a.jpg');
    for (const bad of ['../a.jpg', 'a//b.jpg', '.hidden.jpg', 'https://x.example/a.jpg']) {
      expect(image(bad).success, bad).toBe(false);
    }
  });

  it('keeps countries in integer cents with upper-case codes', () => {
    const country = adminCountrySchema.parse({ code: ' it ', name: 'Italia', deliveryStdFee: 590 });
    expect(country).toMatchObject({ code: 'IT', deliveryStdFee: 590, deliveryStdDays: '3-5' });
    expect(
      adminCountrySchema.safeParse({ code: 'IT', name: 'I', deliveryStdFee: 5.9 }).success,
    ).toBe(false);
  });

  it('reads a DELETE id from text', () => {
    expect(adminDeleteSchema.parse({ _id: '12' })._id).toBe(12);
    expect(adminDeleteSchema.safeParse({ _id: 'x' }).success).toBe(false);
  });

  it('never reads a DELETE id from other JSON types, nor one beyond an integer column', () => {
    for (const _id of [true, [1], 1.5, 2_147_483_648]) {
      expect(adminDeleteSchema.safeParse({ _id }).success).toBe(false);
    }
  });
});
