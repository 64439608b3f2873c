import { describe, expect, it } from 'vitest';
import {
  base64ByteLength,
  IMAGE_LONGEST_SIDE,
  parseDataUri,
  slugForFileName,
  sniffImageFormat,
  uploadKeys,
} from './upload-rules';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: (number | number[])[]) => new Uint8Array(parts.flat());
const toBase64 = (values: Uint8Array) => Buffer.from(values).toString('base64');

describe('parseDataUri', () => {
  it('reads the type and the base64 data of a FileReader data URI', () => {
    const parsed = parseDataUri('data:image/png;base64,aGVsbG8=');
    expect(parsed).toEqual({ ok: true, mediaType: 'image/png', base64: 'aGVsbG8=', byteLength: 5 });
  });

  it('accepts an empty or unusual declared type: the bytes decide', () => {
    expect(parseDataUri('data:;base64,AAAA')).toMatchObject({ ok: true, mediaType: '' });
    expect(parseDataUri('data:application/octet-stream;name=x.png;BASE64,AAAA')).toMatchObject({
      ok: true,
      mediaType: 'application/octet-stream',
      byteLength: 3,
    });
  });

  it.each([
    ['not a data URI', 'https://example.com/a.png'],
    ['no comma', 'data:image/png;base64'],
    ['not base64', 'data:image/png,hello'],
    ['characters outside base64', 'data:image/png;base64,aGVs bG8='],
    ['base64url', 'data:image/png;base64,ab-_'],
    ['bad length', 'data:image/png;base64,aGVsbG8'],
    ['padding inside', 'data:image/png;base64,aG=sbG8='],
  ])('refuses %s', (_label, text) => {
    expect(parseDataUri(text).ok).toBe(false);
  });
});

describe('base64ByteLength', () => {
  it.each([0, 1, 2, 3, 4, 5, 100, 1001])('matches the decoded length of %i bytes', (n) => {
    expect(base64ByteLength(toBase64(new Uint8Array(n)))).toBe(n);
  });
});

describe('sniffImageFormat', () => {
  it('recognises the accepted formats by their first bytes', () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(sniffImageFormat(bytes(0x89, ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageFormat(bytes(ascii('GIF89a'), 1, 0))).toBe('gif');
    expect(sniffImageFormat(bytes(ascii('GIF87a'), 1, 0))).toBe('gif');
    expect(sniffImageFormat(bytes(ascii('RIFF'), 0, 0, 0, 0, ascii('WEBPVP8 ')))).toBe('webp');
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, ascii('ftypavif'), 0, 0, 0, 0))).toBe('avif');
    // A major brand of mif1 with avif among the compatible brands is AVIF too.
    expect(
      sniffImageFormat(bytes(0, 0, 0, 0x18, ascii('ftypmif1'), 0, 0, 0, 0, ascii('mif1avif'))),
    ).toBe('avif');
  });

  it.each([
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['text', ascii('hello')],
    ['HEIC', [0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')]],
    ['TIFF', [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]],
    ['PDF', ascii('%PDF-1.7')],
    ['RIFF that is not WebP', ascii('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', []],
  ])('refuses %s', (_label, values) => {
    expect(sniffImageFormat(new Uint8Array(values))).toBeUndefined();
  });
});

describe('slugForFileName', () => {
  it.each([
    ['Borsa Rossa.JPG', 'borsa-rossa'],
    ['perché è così.png', 'perche-e-cosi'],
    ['  --__--.webp', 'image'],
    ['.png', 'image'],
    ['archive.tar.gz', 'archive-tar'],
    [undefined, 'image'],
    ['日本.png', 'image'],
  ])('%j becomes %j', (name, slug) => {
    expect(slugForFileName(name)).toBe(slug);
  });

  it('keeps a long name short and never ends it on a dash', () => {
    const slug = slugForFileName(`${'a'.repeat(39)} b c d.png`);
    expect(slug).toBe('a'.repeat(39));
    expect(slugForFileName('x'.repeat(100)).length).toBe(40);
  });
});

describe('uploadKeys', () => {
  it('names the picture and its thumbnail in the folder', () => {
    expect(uploadKeys('products', 'Borsa Rossa.jpg', 'a1b2c3')).toEqual({
      key: 'products/borsa-rossa-a1b2c3.webp',
      thumbKey: 'products/borsa-rossa-a1b2c3-thumb.webp',
    });
    expect(uploadKeys('site', undefined, 'zz99').key).toBe('site/image-zz99.webp');
  });

  it('refuses a suffix that would break the key rules', () => {
    expect(() => uploadKeys('gallery', 'a.png', '../x')).toThrow();
    expect(() => uploadKeys('gallery', 'a.png', '')).toThrow();
  });
});

describe('limits', () => {
  it('sizes each folder', () => {
    expect(IMAGE_LONGEST_SIDE).toEqual({ products: 800, gallery: 800, banners: 1920, site: 600 });
  });
});
