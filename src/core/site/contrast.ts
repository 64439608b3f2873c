/**
 * WCAG 2.x contrast between two #rrggbb colours, and the nearest colour to one that reads on
 * another. No library in the shop's dependencies does this for the browser (axe-core is a
 * test tool and far too large to ship), and the formula is a few lines of the standard.
 */
type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

const each = (rgb: Rgb, f: (channel: number, index: number) => number): Rgb => [
  f(rgb[0], 0),
  f(rgb[1], 1),
  f(rgb[2], 2),
];

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = each(parseHex(hex), (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `weight` of `a` blended into `b` (1 is `a`, 0 is `b`), as an opaque colour. */
export function mix(a: string, b: string, weight: number): string {
  const other = parseHex(b);
  return toHex(each(parseHex(a), (c, i) => c * weight + (other[i] ?? 0) * (1 - weight)));
}

/** WCAG AA for text of normal size. */
export const TEXT_CONTRAST = 4.5;

/**
 * `colour` if it reaches `minimum` against `background`, otherwise the least change to it that
 * does: blended towards black or white, whichever the background contrasts with more (one of
 * the two always reaches 4.5:1), so a shop's tone survives as far as legibility allows.
 */
export function readableOn(colour: string, background: string, minimum = TEXT_CONTRAST): string {
  if (contrastRatio(colour, background) >= minimum) return colour.toLowerCase();
  const towards =
    contrastRatio('#000000', background) >= contrastRatio('#ffffff', background)
      ? '#000000'
      : '#ffffff';
  // The blend's contrast grows with its weight: the smallest passing step, by bisection.
  let [low, high] = [0, 1];
  for (let i = 0; i < 20; i += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(mix(towards, colour, middle), background) >= minimum) high = middle;
    else low = middle;
  }
  // Channels round to whole numbers, which may cost a hair of contrast: step on past it.
  let weight = high;
  while (weight < 1 && contrastRatio(mix(towards, colour, weight), background) < minimum) {
    weight = Math.min(1, weight + 0.005);
  }
  return mix(towards, colour, weight);
}
