import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parsers } from '../../build/netlify-output-check';
import {
  headerFor,
  publishedFileCandidates,
  type HeaderRule,
} from '../../core/serving/header-rules';

/** A file's identity as far as a reload goes: a build that rewrites it changes one of these. */
const stamp = (file: string) =>
  stat(file).then(
    (info) => `${info.mtimeMs}:${info.size}`,
    () => 'missing',
  );

async function isPublishedFile(publicDir: string, pathname: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  for (const candidate of publishedFileCandidates(decoded)) {
    const file = path.join(publicDir, candidate);
    if (!file.startsWith(publicDir + path.sep)) continue;
    const isFile = await stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
    if (isFile) return true;
  }
  return false;
}

/**
 * The Cache-Control public/_headers gives a file of the built site, which Netlify's CDN sends
 * and netlify dev does not (its static server's own `max-age=0` wins over the rules). Only for
 * a path that names a file: a function's answer keeps its own, as on Netlify, where custom
 * headers apply only to deployed files. The file is read again whenever a build rewrites it.
 */
export function publishedCacheControl(
  publicDir: string,
): (pathname: string) => Promise<string | undefined> {
  const root = path.resolve(publicDir);
  const file = path.join(root, '_headers');
  let loaded: { stamp: string; rules: Promise<HeaderRule[]> } | undefined;
  const rules = async (): Promise<HeaderRule[]> => {
    const current = await stamp(file);
    if (loaded?.stamp !== current) {
      const read =
        current === 'missing'
          ? Promise.resolve([])
          : parsers().then(async (parse) => (await parse.headers([file])).rules);
      loaded = { stamp: current, rules: read };
    }
    return loaded.rules;
  };
  return async (pathname) => {
    if (!(await isPublishedFile(root, pathname))) return undefined;
    return headerFor(await rules(), pathname, 'cache-control');
  };
}
