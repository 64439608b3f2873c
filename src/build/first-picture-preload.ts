/** A <link rel="preload" as="image"> of the page's first picture, attributes as React names them. */
export interface PicturePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  media?: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};
const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');

/** A tag's attributes, names lower-cased, values as the browser reads them. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes.set((m[1] ?? '').toLowerCase(), decode(m[2] ?? ''));
  }
  return attributes;
}

/** What a picture or source names: one address, or several by width with the sizes they fill. */
function named(srcset: string | undefined, src: string | undefined, sizes: string | undefined) {
  const set = srcset?.trim();
  if (set && /[\s,]/.test(set)) {
    const first = set.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
    return { href: src || first, imageSrcSet: set, ...(sizes ? { imageSizes: sizes } : {}) };
  }
  return { href: set || src || '' };
}

const MIN_WIDTH = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)$/;

/**
 * The preloads of the page's largest paint as the built page shows it: its first picture
 * fetched with high priority (a list's first card, a product's main picture, the home banner),
 * with the same srcset and sizes, so the browser starts, while it still reads the inlined
 * styles, the very copy the <img> takes (issue 25.15). A picture element's sources become one
 * preload each, for the one range of widths it shows at: preloads do not stop at the first
 * match as sources do. Sources this cannot rank (not each a min-width, widest first) give no
 * preload rather than a wrong one.
 */
export function firstPicturePreloads(bodyHtml: string): PicturePreload[] {
  const found = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(bodyHtml);
  if (!found) return [];
  const img = attributesOf(found[0]);
  const own = named(img.get('srcset'), img.get('src'), img.get('sizes'));
  if (!own.href) return [];
  const before = bodyHtml.slice(0, found.index);
  const opened = before.lastIndexOf('<picture');
  if (opened < 0 || before.indexOf('</picture>', opened) >= 0) return [own];

  const sources = [...before.slice(opened).matchAll(/<source\b[^>]*>/gi)].map((m) => {
    const source = attributesOf(m[0]);
    const from = MIN_WIDTH.exec(source.get('media') ?? '')?.[1];
    return { ...named(source.get('srcset'), undefined, source.get('sizes')), from: Number(from) };
  });
  const ranked = sources.every(
    (source, index) =>
      source.href && source.from > 0 && source.from < (sources[index - 1]?.from ?? Infinity),
  );
  if (!ranked) return [];
  const widths = [...sources, { ...own, from: undefined }];
  return widths.map(({ from, ...picture }, index) => {
    const wider = widths[index - 1]?.from;
    const media = [
      ...(from === undefined ? [] : [`(min-width: ${from}px)`]),
      ...(wider === undefined ? [] : [`(max-width: ${wider - 0.02}px)`]),
    ].join(' and ');
    return media ? { ...picture, media } : picture;
  });
}
