import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../src/core/images/upload-rules';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let dataDir: string;
let previousDataDir: string | undefined;

beforeAll(async () => {
  // A folder of this file's own, so "nothing was stored" means exactly that.
  previousDataDir = process.env.DATA_DIR;
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-image-'));
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});

afterAll(async () => {
  await t.drop();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

const imagesDir = () => path.join(dataDir, 'images');

/** Every stored file, as keys. */
async function storedKeys(): Promise<string[]> {
  try {
    const entries = await readdir(imagesDir(), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path
          .relative(imagesDir(), path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      )
      .sort();
  } catch {
    return [];
  }
}

let before: string[];
beforeEach(async () => {
  before = await storedKeys();
});
const expectNothingStored = async () => expect(await storedKeys()).toEqual(before);

const dataUri = (bytes: Uint8Array | string, type = 'image/png') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a3b2c' } });

function upload(body: unknown, headers: Record<string, string> = admin.headers) {
  return t.send('POST', '/api/admin_image', body, headers);
}

interface Uploaded {
  key: string;
  url: string;
  width: number;
  height: number;
  thumbUrl: string;
}

async function fetchImage(url: string) {
  const res = await t.app.request(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('POST /api/admin_image stores a picture', () => {
  it('turns a PNG into a web-sized WebP and a thumbnail, served under /images', async () => {
    const png = await picture(1600, 1000).png().toBuffer();
    const res = await upload({
      chosenFile: { data_uri: dataUri(png), name: 'Borsa Rossa.PNG' },
      folder: 'products',
    });
    expect(res.status).toBe(201);
    const image = res.body.image as Uploaded;
    expect(image.key).toMatch(/^products\/borsa-rossa-[0-9a-f]{10}\.webp$/);
    expect(image).toEqual({
      key: image.key,
      url: `/images/${image.key}`,
      width: 800,
      height: 500,
      thumbUrl: `/images/${image.key.replace(/\.webp$/, '-thumb.webp')}`,
    });
    expect(await storedKeys()).toEqual(
      [...before, image.key, image.key.replace(/\.webp$/, '-thumb.webp')].sort(),
    );

    const served = await fetchImage(image.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    expect(await sharp(served.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 500,
    });
    const thumb = await fetchImage(image.thumbUrl);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 125,
    });
    expect((await fetchImage(`/api${image.url}`)).bytes.equals(served.bytes)).toBe(true);
  });

  it('serves a picture’s narrower copies for srcset, made from it when none is stored', async () => {
    const png = await picture(1600, 1000).png().toBuffer();
    const res = await upload({
      chosenFile: { data_uri: dataUri(png), name: 'copies.png' },
      folder: 'products',
    });
    const image = res.body.image as Uploaded;
    for (const width of [200, 400]) {
      const copy = await fetchImage(image.url.replace(/\.webp$/, `-w${width}.webp`));
      expect(copy.status).toBe(200);
      expect(copy.type).toBe('image/webp');
      expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', width });
    }
    // Only the widths the pages ask for, and only of a picture that exists.
    expect((await fetchImage(image.url.replace(/\.webp$/, '-w300.webp'))).status).toBe(404);
    expect((await fetchImage('/images/products/no-such-picture-w400.webp')).status).toBe(404);
  });

  it('turns a camera JPEG upright and drops its metadata', async () => {
    // 300 x 200 stored on its side: EXIF orientation 6 shows it 200 wide and 300 high.
    const jpeg = await picture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload({
      chosenFile: { data_uri: dataUri(jpeg, 'image/jpeg'), name: 'IMG_0001.jpg' },
      folder: 'site',
    });
    expect(res.status).toBe(201);
    const image = res.body.image as Uploaded;
    expect(image.key).toMatch(/^site\/img-0001-[0-9a-f]{10}\.webp$/);
    expect([image.width, image.height]).toEqual([200, 300]);
    const meta = await sharp((await fetchImage(image.url)).bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    ['banners', 2400, 800, 1920, 640],
    ['gallery', 1000, 3000, 267, 800],
    ['site', 1200, 600, 600, 300],
    ['products', 120, 90, 120, 90],
  ] as const)('sizes a %s picture of %i x %i to %i x %i', async (folder, w, h, width, height) => {
    const res = await upload({
      chosenFile: { data_uri: dataUri(await picture(w, h).png().toBuffer()) },
      folder,
    });
    expect(res.status).toBe(201);
    const image = res.body.image as Uploaded;
    expect(image.key).toMatch(new RegExp(`^${folder}/image-[0-9a-f]{10}\\.webp$`));
    expect([image.width, image.height]).toEqual([width, height]);
    const thumb = await sharp((await fetchImage(image.thumbUrl)).bytes).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(Math.min(200, Math.max(w, h)));
  });

  it.each([
    ['WebP', (s: sharp.Sharp) => s.webp()],
    ['GIF', (s: sharp.Sharp) => s.gif()],
    ['AVIF', (s: sharp.Sharp) => s.avif()],
  ])('accepts a %s picture', async (_label, encode) => {
    const bytes = await encode(picture(64, 48)).toBuffer();
    const res = await upload({
      chosenFile: { data_uri: dataUri(bytes, 'application/octet-stream') },
      folder: 'gallery',
    });
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ width: 64, height: 48 });
  });
});

describe('POST /api/admin_image refuses what is not a picture', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>';
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it.each([
    ['a text file named as a PNG', () => dataUri('hello')],
    ['an SVG', () => dataUri(svg, 'image/svg+xml')],
    ['an SVG sent as a PNG', () => dataUri(svg)],
    [
      'an SVG behind a PNG signature',
      () => dataUri(Buffer.concat([Buffer.from(pngSignature), Buffer.from(svg)])),
    ],
    ['a TIFF', async () => dataUri(await picture(20, 20).tiff().toBuffer(), 'image/tiff')],
    ['a PDF', () => dataUri('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'application/pdf')],
    ['an empty file', () => 'data:image/png;base64,'],
    [
      'a truncated PNG',
      async () => dataUri((await picture(300, 300).png().toBuffer()).subarray(0, 60)),
    ],
  ])('%s: 400 NOT_AN_IMAGE and nothing stored', async (_label, make) => {
    const res = await upload({
      chosenFile: { data_uri: await make(), name: 'x.png' },
      folder: 'products',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'NOT_AN_IMAGE',
      message: 'The file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF picture',
    });
    await expectNothingStored();
  });

  it.each([
    ['not a data URI', 'https://example.com/bag.png'],
    ['not base64', 'data:image/png,hello'],
    ['broken base64', 'data:image/png;base64,aGVs!!bG8='],
  ])('a data URI that is %s: 400 BAD_REQUEST', async (_label, data_uri) => {
    const res = await upload({ chosenFile: { data_uri }, folder: 'products' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'chosenFile.data_uri' }],
    });
    await expectNothingStored();
  });

  it('a missing file or an unknown folder: 400 BAD_REQUEST naming the field', async () => {
    const png = dataUri(await picture(10, 10).png().toBuffer());
    const noFile = await upload({ folder: 'products' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields).toEqual([expect.objectContaining({ field: 'chosenFile' })]);
    const badFolder = await upload({ chosenFile: { data_uri: png }, folder: '../etc' });
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.fields).toEqual([expect.objectContaining({ field: 'folder' })]);
    await expectNothingStored();
  });
});

describe('POST /api/admin_image refuses what is too large', () => {
  const tooLarge = {
    code: 'IMAGE_TOO_LARGE',
    message: 'The image is too large: upload at most 4 MB and 40 megapixels',
  };

  /** A real PNG with a few MB of random bytes appended: it is the size that must refuse it. */
  async function pngOfSize(size: number): Promise<Buffer> {
    const png = await picture(50, 50).png().toBuffer();
    return Buffer.concat([png, randomBytes(size - png.length)]);
  }

  it('a 20 MB picture: 413 before the body is read, nothing stored', async () => {
    const res = await upload({
      chosenFile: { data_uri: dataUri(await pngOfSize(20 * 1024 * 1024)) },
      folder: 'products',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge);
    await expectNothingStored();
  });

  it('a picture just over the limit in a body that fits: 413, nothing stored', async () => {
    const res = await upload({
      chosenFile: { data_uri: dataUri(await pngOfSize(MAX_IMAGE_UPLOAD_BYTES + 1)) },
      folder: 'products',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge);
    await expectNothingStored();
  });

  it('a small file that would unpack to 100 megapixels: 413, nothing stored', async () => {
    // A 1 x 1 PNG whose header claims 10000 x 10000 (IHDR rewritten, its checksum fixed).
    const png = Buffer.from(await picture(1, 1).png().toBuffer());
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await upload({ chosenFile: { data_uri: dataUri(png) }, folder: 'products' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge);
    await expectNothingStored();
  });
});

describe('POST /api/admin_image is for administrators only', () => {
  it('refuses a visitor and a customer, storing nothing', async () => {
    const body = {
      chosenFile: { data_uri: dataUri(await picture(10, 10).png().toBuffer()) },
      folder: 'products',
    };
    expect((await upload(body, {})).status).toBe(401);
    const customer = await signedInAs(t.db, 'C');
    const res = await upload(body, customer.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await expectNothingStored();
  });
});

describe('body limits', () => {
  const bodyOf = (size: number) => JSON.stringify({ csv: 'x'.repeat(size), mode: 'preview' });

  it('keeps 1 MB on every other call', async () => {
    const res = await t.send('POST', '/api/admin_brands', bodyOf(2 * 1024 * 1024), admin.headers);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('TOO_LARGE');
  });

  it('lets a CSV import through up to 6 MB and answers TOO_LARGE above', async () => {
    for (const path of ['/api/admin_product_import', '/api/admin_product_update_stock_level']) {
      const fits = await t.send('POST', path, bodyOf(2 * 1024 * 1024), admin.headers);
      expect(fits.status, path).not.toBe(413);
      const over = await t.send('POST', path, bodyOf(6 * 1024 * 1024 + 1), admin.headers);
      expect(over.status, path).toBe(413);
      expect(over.body.code, path).toBe('TOO_LARGE');
    }
  });
});
