import { describe, expect, it } from 'vitest';
import { adminImageUploadSchema } from './admin-image';
import { messagesOf } from './testing';

const file = { data_uri: 'data:image/png;base64,AAAA', name: 'bag.png' };

describe('adminImageUploadSchema', () => {
  it('accepts a file for each folder, with or without a name', () => {
    for (const folder of ['products', 'gallery', 'banners', 'site']) {
      expect(adminImageUploadSchema.safeParse({ chosenFile: file, folder }).success).toBe(true);
    }
    const parsed = adminImageUploadSchema.parse({
      chosenFile: { data_uri: file.data_uri },
      folder: 'site',
    });
    expect(parsed.chosenFile.name).toBeUndefined();
  });

  it('names what is missing or wrong', () => {
    expect(messagesOf(adminImageUploadSchema, { folder: 'site' })).toHaveProperty('chosenFile');
    expect(
      messagesOf(adminImageUploadSchema, { chosenFile: { data_uri: '' }, folder: 'site' }),
    ).toEqual({ 'chosenFile.data_uri': ['Choose a file'] });
    expect(messagesOf(adminImageUploadSchema, { chosenFile: file, folder: 'videos' })).toEqual({
      folder: ['Choose one of products, gallery, banners, site'],
    });
    expect(
      messagesOf(adminImageUploadSchema, { chosenFile: { ...file, name: 7 }, folder: 'site' }),
    ).toHaveProperty(['chosenFile.name']);
  });
});
