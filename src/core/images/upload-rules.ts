import { PICTURE_FULL_WIDTH } from './picture-widths';

/**
 * The rules of POST admin_image (docs/api-admin.md, "Images"). Pure, so the admin screens can
 * check a file before sending it and the server applies the very same numbers.
 */

export const IMAGE_FOLDERS = ['products', 'gallery', 'banners', 'site'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/**
 * Bytes of the picture itself. 4 MB, not 5: the picture travels base64 in JSON (a third
 * larger) and Netlify refuses a function request over 6 MB (see docs/decisions.md).
 */
export const MAX_IMAGE_UPLOAD_BYTES = 4 * 1024 * 1024;

/** Decoded size guard: a small file that unpacks to a huge canvas would exhaust memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Longest side of the stored picture, by where it is shown. */
export const IMAGE_LONGEST_SIDE: Readonly<Record<ImageFolder, number>> = {
  products: PICTURE_FULL_WIDTH,
  gallery: PICTURE_FULL_WIDTH,
  banners: 1920,
  site: 600,
};

export const THUMBNAIL_SIZE = 200;

/** The formats an upload may be; SVG is never one (it can carry script). */
export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type UploadImageFormat = (typeof UPLOAD_IMAGE_FORMATS)[number];

export type ParsedDataUri =
  | { ok: true; mediaType: string; base64: string; byteLength: number }
  | { ok: false; reason: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** How many bytes a (valid, padded) base64 text decodes to, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * `data:<type>;base64,<data>` as a browser's FileReader writes it. The declared type is kept
 * for information only: what the bytes really are is decided from the bytes.
 */
export function parseDataUri(text: string): ParsedDataUri {
  if (!text.startsWith('data:')) return { ok: false, reason: 'it does not start with "data:"' };
  const comma = text.indexOf(',');
  if (comma < 0) return { ok: false, reason: 'it has no "," before the data' };
  const header = text.slice('data:'.length, comma);
  if (!header.toLowerCase().endsWith(';base64')) {
    return { ok: false, reason: 'the data is not base64' };
  }
  const base64 = text.slice(comma + 1);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    return { ok: false, reason: 'the data is not valid base64' };
  }
  const mediaType = header.slice(0, header.indexOf(';')).toLowerCase();
  return { ok: true, mediaType, base64, byteLength: base64ByteLength(base64) };
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** ISO-BMFF (AVIF, HEIC) brands: the major brand and the compatible ones of the ftyp box. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(size, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/**
 * The format the first bytes announce, among the accepted ones; undefined for anything else
 * (SVG, HEIC, TIFF, PDF, text). A first cheap gate: the decoder must agree afterwards.
 */
export function sniffImageFormat(bytes: Uint8Array): UploadImageFormat | undefined {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  return undefined;
}

const MAX_SLUG_LENGTH = 40;

/** The file name as a key segment: lower-case ASCII words joined by '-', 'image' when none. */
export function slugForFileName(name: string | undefined): string {
  const base = (name ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'image';
}

export interface UploadKeys {
  key: string;
  thumbKey: string;
}

/**
 * Where an upload is stored. `random` (a few lower-case hex or base-36 characters) keeps two
 * uploads of `bag.jpg` apart, so a new picture never overwrites one a page still shows.
 */
export function uploadKeys(
  folder: ImageFolder,
  fileName: string | undefined,
  random: string,
): UploadKeys {
  if (!/^[a-z0-9]{4,16}$/.test(random)) throw new Error(`not a key suffix: ${random}`);
  const stem = `${folder}/${slugForFileName(fileName)}-${random}`;
  return { key: `${stem}.webp`, thumbKey: `${stem}-thumb.webp` };
}
