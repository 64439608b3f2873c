import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsImageStore } from '../server/providers/images';
import { publishImages } from './publish-images';

let dir = '';
let previousDataDir: string | undefined;
const publicDir = () => path.join(dir, 'public');
const published = (key: string) => path.join(publicDir(), 'images', key);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-images-'));
  previousDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  const store = new FsImageStore(path.join(dir, 'images'));
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#8a3b2c' },
  })
    .webp()
    .toBuffer();
  await store.put('products/bag-ab12.webp', picture, 'image/webp');
  await store.put('banners/home.webp', picture, 'image/webp');
});

afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dir, { recursive: true, force: true });
});

describe('publishImages', () => {
  it('publishes every picture, and a product picture’s copies at their widths', async () => {
    expect(await publishImages(publicDir())).toBe(2);
    for (const width of [200, 400]) {
      const copy = await sharp(published(`products/bag-ab12-w${width}.webp`)).metadata();
      expect(copy).toMatchObject({ format: 'webp', width });
    }
    expect((await stat(published('banners/home.webp'))).isFile()).toBe(true);
    await expect(stat(published('banners/home-w400.webp'))).rejects.toThrow();
  });

  it('keeps the copies an earlier build published instead of making them again', async () => {
    const before = (await stat(published('products/bag-ab12-w400.webp'))).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await publishImages(publicDir());
    expect((await stat(published('products/bag-ab12-w400.webp'))).mtimeMs).toBe(before);
  });
});
