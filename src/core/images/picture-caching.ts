/**
 * A picture's address never shows other bytes: an upload is stored under a new key (a random
 * suffix, upload-rules.ts), a replaced picture is a new upload, the seed never rewrites a key
 * it finds, and a restore puts the same bytes back under the same key. So browsers and the CDN
 * may keep a picture for a year (issue 25.14), like the build's hashed files, whether the
 * images function or the build's copy in public/images answers.
 */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
