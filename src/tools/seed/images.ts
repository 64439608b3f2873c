import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { ImageStore } from '../../server/providers/images/image-store';
import { CATEGORIES, CATEGORY_BANNER_SIZE, type CategoryKind } from './categories';
import { GALLERY_IMAGE_SIZE, type GallerySeed } from './media';
import type { ProductSeed, ProductShape } from './products';
import { SHOP_NAME, SITE_IMAGES } from './site-settings';

/**
 * Sample pictures drawn from SVG in code, so the seed needs no network and no binary files in
 * the repository. They only have to be recognisable (a bag, a suitcase) and tell products
 * apart (colour, SKU), not to be pretty.
 */
export interface ImageJob {
  key: string;
  width: number;
  height: number;
  svg: () => string;
  /** Keep the alpha channel (the logo sits on any header colour); the rest is opaque. */
  transparent?: boolean;
}

export const PRODUCT_IMAGE_SIZE = 800;
// effort 0 encodes three times faster than the default 4 and these flat drawings barely differ.
const WEBP = { quality: 70, effort: 0 } as const;
const INK = '#2b2b2b';
const FONT = "font-family=\"'DejaVu Sans', 'Helvetica', 'Arial', sans-serif\"";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour with white (amount 1 gives white) or, for negative amounts, with black. */
function tint(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const mixed = parseHex(hex).map((c) => Math.round(c + (target - c) * weight));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A silhouette on an 800 x 800 canvas, centred on (400, 400). */
function silhouette(shape: ProductShape, main: string, accent: string): string {
  const dark = tint(main, -0.35);
  switch (shape) {
    case 'handbag':
      return `
        <path d="M300 370 C300 200 500 200 500 370" fill="none" stroke="${dark}" stroke-width="26"/>
        <path d="M210 360 H590 L630 650 Q630 670 610 670 H190 Q170 670 170 650 Z" fill="${main}"/>
        <path d="M210 360 H590 L600 440 H200 Z" fill="${accent}"/>
        <rect x="375" y="425" width="50" height="40" rx="8" fill="${dark}"/>`;
    case 'tote':
      return `
        <path d="M280 340 C280 150 360 150 360 340" fill="none" stroke="${dark}" stroke-width="20"/>
        <path d="M440 340 C440 150 520 150 520 340" fill="none" stroke="${dark}" stroke-width="20"/>
        <path d="M200 330 H600 L570 670 H230 Z" fill="${main}"/>
        <rect x="200" y="330" width="400" height="40" fill="${accent}"/>`;
    case 'clutch':
      return `
        <rect x="160" y="300" width="480" height="260" rx="34" fill="${main}"/>
        <path d="M160 320 Q160 300 190 300 H610 Q640 300 640 320 L400 470 Z" fill="${accent}"/>
        <circle cx="400" cy="465" r="20" fill="${dark}"/>`;
    case 'suitcase':
      return `
        <rect x="355" y="110" width="16" height="120" fill="${dark}"/>
        <rect x="429" y="110" width="16" height="120" fill="${dark}"/>
        <rect x="345" y="100" width="110" height="26" rx="10" fill="${dark}"/>
        <rect x="240" y="220" width="320" height="440" rx="44" fill="${main}"/>
        ${[310, 400, 490].map((x) => `<rect x="${x - 8}" y="250" width="16" height="380" rx="8" fill="${accent}"/>`).join('')}
        <circle cx="285" cy="680" r="22" fill="${INK}"/>
        <circle cx="515" cy="680" r="22" fill="${INK}"/>`;
    case 'duffel':
      return `
        <path d="M300 400 C300 270 500 270 500 400" fill="none" stroke="${dark}" stroke-width="24"/>
        <rect x="140" y="380" width="520" height="240" rx="120" fill="${main}"/>
        <rect x="190" y="395" width="420" height="18" rx="9" fill="${accent}"/>
        <circle cx="200" cy="500" r="56" fill="${accent}"/>
        <circle cx="600" cy="500" r="56" fill="${accent}"/>`;
    case 'garment':
      return `
        <path d="M400 190 V150 Q400 120 430 120 Q460 120 460 150" fill="none" stroke="${INK}" stroke-width="12"/>
        <path d="M270 250 L400 190 L530 250 Z" fill="${dark}"/>
        <rect x="250" y="240" width="300" height="450" rx="34" fill="${main}"/>
        <rect x="392" y="270" width="16" height="390" rx="8" fill="${accent}"/>`;
    case 'backpack':
      return `
        <path d="M340 230 C340 150 460 150 460 230" fill="none" stroke="${dark}" stroke-width="22"/>
        <rect x="230" y="210" width="340" height="460" rx="100" fill="${main}"/>
        <rect x="280" y="460" width="240" height="180" rx="44" fill="${accent}"/>
        <rect x="280" y="455" width="240" height="16" rx="8" fill="${dark}"/>
        <rect x="300" y="290" width="200" height="18" rx="9" fill="${dark}"/>`;
    case 'scarf':
      return `
        <path d="M150 260 C300 180 500 340 650 260 L650 380 C500 460 300 300 150 380 Z" fill="${main}"/>
        <path d="M150 300 C300 220 500 380 650 300 L650 330 C500 410 300 250 150 330 Z" fill="${accent}"/>
        <path d="M430 330 L520 640 L410 660 L360 350 Z" fill="${main}"/>
        ${[420, 445, 470, 495].map((x, i) => `<rect x="${x}" y="${648 - i * 4}" width="8" height="60" fill="${dark}"/>`).join('')}`;
    case 'fabric':
      return `
        <path d="M240 280 H640 L600 640 H200 Z" fill="${tint(main, 0.2)}"/>
        <path d="M240 330 H640 M232 400 H632 M224 470 H624 M216 540 H616" stroke="${accent}" stroke-width="14"/>
        <rect x="160" y="210" width="500" height="110" rx="55" fill="${main}"/>
        <ellipse cx="160" cy="265" rx="30" ry="55" fill="${dark}"/>`;
  }
}

const CATEGORY_SHAPE: Record<CategoryKind, ProductShape> = {
  bags: 'handbag',
  luggage: 'suitcase',
  backpacks: 'backpack',
  scarves: 'scarf',
};

function productSvg(product: ProductSeed, n: number): string {
  const main = product.art.hex[0] ?? '#7b7f85';
  // A single-colour product still needs a second tone for straps and pockets.
  const accent = product.art.hex[((n - 1) % product.art.hex.length) + 1] ?? tint(main, 0.45);
  const back = tint(main === '#f4f1ea' ? '#7b7f85' : main, 0.82);
  // Each picture of a product turns a little and, every other one, faces the other way, so a
  // gallery of five does not look like five copies.
  const mirror = n % 2 === 0 ? 'translate(800 0) scale(-1 1)' : '';
  const turn = `rotate(${(n - 1) * 5 - 8} 400 400)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="${n % 2}" y2="1">
      <stop offset="0" stop-color="${back}"/><stop offset="1" stop-color="${tint(back, -0.12)}"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="715" rx="280" ry="28" fill="${INK}" opacity="0.12"/>
    <g transform="${mirror} ${turn}">${silhouette(product.art.shape, main, accent)}</g>
    <text x="40" y="770" ${FONT} font-size="30" fill="${INK}" opacity="0.75">${escapeXml(
      `${product.sku} · ${n}/${product.images.length}`,
    )}</text>
  </svg>`;
}

/** A font size at which text of this length fits the width (DejaVu's average glyph width). */
function fitFont(text: string, width: number, max: number, glyphWidth: number): number {
  return Math.floor(Math.min(max, width / (Math.max(text.length, 1) * glyphWidth)));
}

/** A banner picture to draw: its place and size, its gradient and drawing, the words on it. */
function bannerJob(
  image: { key: string; width: number; height: number },
  art: GallerySeed['art'],
  title: string,
  subtitle: string,
): ImageJob {
  const { key, width, height } = image;
  return {
    key,
    width,
    height,
    svg: () => bannerSvg(width, height, art.from, art.to, title, subtitle, art.motif),
  };
}

function bannerSvg(
  width: number,
  height: number,
  from: string,
  to: string,
  title: string,
  subtitle: string,
  shape: ProductShape,
): string {
  // The drawing takes the right-hand side, the text whatever is left, sized to fit it.
  const motif = Math.min(height * 0.9, width * 0.4);
  const pad = Math.round(Math.min(width, height) * 0.12);
  const textWidth = width - motif - pad * 2;
  const titleSize = fitFont(title, textWidth, height / 5, 0.66);
  const subtitleSize = fitFont(subtitle, textWidth, titleSize * 0.5, 0.56);
  const top = height / 2 - (titleSize + subtitleSize * 1.4) / 2 + titleSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <g transform="translate(${width - motif - pad / 2} ${(height - motif) / 2}) scale(${motif / 800})">
      ${silhouette(shape, tint(from, 0.6), tint(to, 0.3))}
    </g>
    <text x="${pad}" y="${top}" ${FONT} font-size="${titleSize}"
      font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
    <text x="${pad}" y="${top + subtitleSize * 1.6}" ${FONT}
      font-size="${subtitleSize}" fill="#ffffff">${escapeXml(subtitle)}</text>
  </svg>`;
}

function logoSvg(width: number, height: number): string {
  const scale = (height * 0.85) / 800;
  const fontSize = fitFont(SHOP_NAME, width - height - 8, height * 0.32, 0.66);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <g transform="translate(${height * 0.05} ${height * 0.05}) scale(${scale})">
      ${silhouette('handbag', '#b5764a', '#6b4226')}
    </g>
    <text x="${height}" y="${height / 2 + fontSize * 0.35}" ${FONT} font-size="${fontSize}"
      font-weight="bold" fill="${INK}">${escapeXml(SHOP_NAME)}</text>
  </svg>`;
}

function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <circle cx="400" cy="400" r="390" fill="#fbf8f3" stroke="#b5764a" stroke-width="20"/>
    <g transform="translate(120 110) scale(0.7)">${silhouette('handbag', '#b5764a', '#6b4226')}</g>
  </svg>`;
}

/** Every image the sample shop refers to: products, category banners, gallery, site images. */
export function seedImageJobs(
  products: readonly ProductSeed[],
  galleries: readonly GallerySeed[],
): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const product of products) {
    product.images.forEach((key, i) =>
      jobs.push({
        key,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        svg: () => productSvg(product, i + 1),
      }),
    );
  }
  const bannerTints: Record<CategoryKind, [string, string]> = {
    bags: ['#b5764a', '#6d1f32'],
    luggage: ['#1f2f56', '#2f6b45'],
    backpacks: ['#2f6b45', '#c99a2e'],
    scarves: ['#d98ca0', '#6d1f32'],
  };
  for (const category of CATEGORIES) {
    const [from, to] = bannerTints[category.kind];
    const art = { from, to, motif: CATEGORY_SHAPE[category.kind] };
    const image = { key: category.banner.image, ...CATEGORY_BANNER_SIZE };
    jobs.push(bannerJob(image, art, category.name, category.itaName));
  }
  for (const gallery of galleries) {
    const image = { key: gallery.image, ...GALLERY_IMAGE_SIZE };
    jobs.push(bannerJob(image, gallery.art, gallery.eng.title, gallery.ita.title));
  }
  const homeBanners = [
    SITE_IMAGES.homeXL,
    SITE_IMAGES.homeLG,
    SITE_IMAGES.homeMD,
    SITE_IMAGES.homeSM,
  ] as const;
  // One picture serves both languages: it names the shop only. What the shop sells is the
  // home page's heading, in the page's language, right under it.
  const homeArt = { from: '#b5764a', to: '#1f2f56', motif: 'suitcase' } as const;
  for (const banner of homeBanners) jobs.push(bannerJob(banner, homeArt, SHOP_NAME, ''));
  // No words in the footer's picture: the footer writes the returns window over it, from the
  // returns.days setting and in the page's language only.
  const footerArt = { from: '#2b2b2b', to: '#6b4226', motif: 'tote' } as const;
  jobs.push(bannerJob(SITE_IMAGES.footerBanner, footerArt, '', ''));
  const logo = SITE_IMAGES.logo;
  jobs.push({
    key: logo.key,
    width: logo.width,
    height: logo.height,
    svg: () => logoSvg(logo.width, logo.height),
    transparent: true,
  });
  const footerImage = SITE_IMAGES.footerImage;
  jobs.push({
    key: footerImage.key,
    width: footerImage.width,
    height: footerImage.height,
    svg: () => iconSvg(footerImage.width),
  });
  return jobs;
}

async function render(job: ImageJob): Promise<Uint8Array> {
  let image = sharp(Buffer.from(job.svg())).resize(job.width, job.height, { fit: 'fill' });
  // An alpha plane costs encoding time and bytes for pictures that are opaque anyway.
  if (!job.transparent) image = image.flatten({ background: '#ffffff' });
  const buffer = await image.webp(WEBP).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export interface ImageRunResult {
  total: number;
  created: number;
  skipped: number;
}

/**
 * Renders the images the store does not have yet, a few at a time: while one image encodes,
 * the next one's SVG parses (measured: 4 at once is ~40 % faster than 2 on two cores), and
 * libuv's four worker threads cap it anyway.
 */
export async function generateSeedImages(
  store: ImageStore,
  jobs: readonly ImageJob[],
  log: (line: string) => void = () => undefined,
): Promise<ImageRunResult> {
  const existing = new Set(await store.list(''));
  const pending = jobs.filter((job) => !existing.has(job.key));
  const workers = Math.max(1, Math.min(4, availableParallelism() * 2));
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < pending.length) {
        const job = pending[next++];
        if (!job) break;
        await store.put(job.key, await render(job), 'image/webp');
      }
    }),
  );
  if (pending.length) {
    log(`images: ${pending.length} created in ${Date.now() - started} ms`);
  }
  return { total: jobs.length, created: pending.length, skipped: jobs.length - pending.length };
}
