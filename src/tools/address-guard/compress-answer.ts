import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import {
  chooseEncoding,
  isCompressible,
  varyWithEncoding,
  weakenedEtag,
  type Encoding,
} from '../../core/serving/compression';

const single = (value: OutgoingHttpHeaders[string]): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);

/**
 * Netlify's CDN compresses text for a visitor who accepts it: the coding to use (none if the
 * answer is not one to compress or the visitor takes none), and the headers to send with it.
 * Every compressible answer varies on Accept-Encoding, whichever coding this visitor gets.
 */
export function compressionFor(
  req: IncomingMessage,
  status: number,
  headers: OutgoingHttpHeaders,
): { headers: OutgoingHttpHeaders; encoding?: Encoding } {
  const length = single(headers['content-length']);
  const compressible = isCompressible({
    method: req.method ?? 'GET',
    status,
    range: req.headers.range !== undefined,
    contentType: single(headers['content-type']),
    contentEncoding: single(headers['content-encoding']),
    contentRange: single(headers['content-range']),
    contentLength: length === undefined ? undefined : Number(length),
    cacheControl: single(headers['cache-control']),
  });
  if (!compressible) return { headers };
  const varied = { ...headers, vary: varyWithEncoding(single(headers.vary)) };
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return { headers: varied };
  const etag = single(headers.etag);
  return { headers: etag ? { ...varied, etag: weakenedEtag(etag) } : varied, encoding };
}

/**
 * Levels a CDN compresses at on the fly: brotli's default (11) would cost the shared machine
 * seconds per bundle for a few per cent; these are near Netlify's sizes at a fraction of it.
 */
function encoder(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

/**
 * The answer's body, encoded, into the visitor's response. A streamed answer (no length) is
 * flushed after each chunk, so what the site sends in pieces still arrives in pieces.
 */
export function sendCompressed(
  answer: IncomingMessage,
  res: ServerResponse,
  encoding: Encoding,
  head: { status: number; message?: string; headers: OutgoingHttpHeaders },
): void {
  const headers = { ...head.headers, 'content-encoding': encoding };
  delete headers['content-length'];
  res.writeHead(head.status, head.message, headers);
  const zip = encoder(encoding);
  const streamed = answer.headers['content-length'] === undefined;
  answer.pipe(zip).pipe(res);
  // Added after pipe's own listener, so each flush follows the chunk it was written for.
  if (streamed) answer.on('data', () => zip.flush());
  zip.on('error', () => res.destroy());
}
