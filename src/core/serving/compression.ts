/** What the local server compresses, as Netlify's CDN does: text, never a tiny or partial answer. */

export type Encoding = 'br' | 'gzip';

/** Below this many bytes compressing costs more than it saves (Netlify's CDN skips them too). */
export const MIN_COMPRESSED_BYTES = 1024;

/** html, js, css, json, svg, xml, txt and their kin (manifest+json, ld+json, rss+xml…). */
const TEXT_TYPE =
  /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

export const isCompressibleType = (contentType: string | undefined): boolean =>
  TEXT_TYPE.test(contentType ?? '');

/** Each coding of an Accept-Encoding header and its weight (RFC 9110 §12.5.3). */
function weights(acceptEncoding: string): Map<string, number> {
  const parsed = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    parsed.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return parsed;
}

/** The coding to answer in: brotli where the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = weights(acceptEncoding ?? '');
  const weightOf = (coding: Encoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export interface AnswerFacts {
  method: string;
  status: number;
  /** The request asked for a part of the file. */
  range: boolean;
  contentType?: string;
  contentEncoding?: string;
  contentRange?: string;
  /** Unknown for a streamed answer. */
  contentLength?: number;
  cacheControl?: string;
}

/**
 * Whether the answer is one a CDN compresses at all (so it varies on Accept-Encoding): text
 * with a body, not encoded yet, not a part of a file, not an event stream (each event must
 * arrive as sent), not marked no-transform, and not too small to gain.
 */
export function isCompressible(answer: AnswerFacts): boolean {
  if (answer.method === 'HEAD' || answer.range || answer.contentRange) return false;
  if (answer.status < 200 || answer.status === 204 || answer.status === 206) return false;
  if (answer.status === 304) return false;
  if (answer.contentEncoding && answer.contentEncoding.toLowerCase() !== 'identity') return false;
  if (/\bno-transform\b/i.test(answer.cacheControl ?? '')) return false;
  if (answer.contentLength !== undefined && answer.contentLength < MIN_COMPRESSED_BYTES) {
    return false;
  }
  return isCompressibleType(answer.contentType);
}

/** A Vary header with Accept-Encoding in it once. */
export function varyWithEncoding(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    return names.join(', ');
  }
  return [...names, 'Accept-Encoding'].join(', ');
}

/** A strong validator no longer names the bytes once they are recoded: it becomes weak. */
export const weakenedEtag = (etag: string): string => (etag.startsWith('W/') ? etag : `W/${etag}`);
