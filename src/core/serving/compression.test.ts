import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  isCompressible,
  isCompressibleType,
  MIN_COMPRESSED_BYTES,
  varyWithEncoding,
  weakenedEtag,
  type AnswerFacts,
} from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe('isCompressibleType', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/css',
    'application/javascript',
    'text/javascript; charset=UTF-8',
    'application/json',
    'application/manifest+json',
    'application/ld+json',
    'image/svg+xml',
    'application/xml',
    'application/rss+xml',
    'text/plain',
    'text/xml',
  ])('compresses %s', (type) => expect(isCompressibleType(type)).toBe(true));

  it.each([
    'image/webp',
    'image/png',
    'font/woff2',
    'application/octet-stream',
    'text/event-stream',
    'application/jsonx',
    undefined,
  ])('leaves %s', (type) => expect(isCompressibleType(type)).toBe(false));
});

describe('isCompressible', () => {
  const page: AnswerFacts = {
    method: 'GET',
    status: 200,
    range: false,
    contentType: 'text/html; charset=utf-8',
    contentLength: 5000,
  };

  it('compresses a page, a streamed page and a 404 page', () => {
    expect(isCompressible(page)).toBe(true);
    expect(isCompressible({ ...page, contentLength: undefined })).toBe(true);
    expect(isCompressible({ ...page, status: 404 })).toBe(true);
  });

  it.each<[string, Partial<AnswerFacts>]>([
    ['a HEAD', { method: 'HEAD' }],
    ['a range asked for', { range: true }],
    ['a partial answer', { status: 206, contentRange: 'bytes 0-99/5000' }],
    ['204', { status: 204 }],
    ['304', { status: 304 }],
    ['a 1xx', { status: 103 }],
    ['an encoded answer', { contentEncoding: 'br' }],
    ['no-transform', { cacheControl: 'public, no-transform' }],
    ['a small body', { contentLength: MIN_COMPRESSED_BYTES - 1 }],
    ['an event stream', { contentType: 'text/event-stream', contentLength: undefined }],
    ['a picture', { contentType: 'image/webp' }],
  ])('leaves %s', (_, change) => expect(isCompressible({ ...page, ...change })).toBe(false));

  it('compresses a body of the threshold and an identity-encoded one', () => {
    expect(isCompressible({ ...page, contentLength: MIN_COMPRESSED_BYTES })).toBe(true);
    expect(isCompressible({ ...page, contentEncoding: 'identity' })).toBe(true);
  });
});

describe('varyWithEncoding', () => {
  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['Origin, accept-encoding', 'Origin, accept-encoding'],
    ['*', '*'],
  ])('%s → %s', (vary, expected) => expect(varyWithEncoding(vary)).toBe(expected));
});

describe('weakenedEtag', () => {
  it('makes a strong tag weak and keeps a weak one', () => {
    expect(weakenedEtag('"abc"')).toBe('W/"abc"');
    expect(weakenedEtag('W/"abc"')).toBe('W/"abc"');
  });
});
