import { mix, parseHex, readableOn } from './contrast';
import type { SiteSettings } from './site-settings';

/** Bootstrap's colours the shop shows as text or outlines (its defaults, _variables.scss). */
const TONES = {
  primary: '#0d6efd',
  secondary: '#6c757d',
  success: '#198754',
  danger: '#dc3545',
  dark: '#212529',
} as const;

/** Bootstrap's secondary text: the body colour at 75 % over the page. */
const SECONDARY_TEXT_WEIGHT = 0.75;

/** CSS custom properties by name: what the storefront's frame and root element carry. */
export type SiteLook = Record<string, string>;

const rgbList = (hex: string) => parseHex(hex).join(', ');

/**
 * The CSS custom properties that carry the site settings' colours and text to the storefront:
 * the page's background and text colours, and every colour Bootstrap writes text or outlines
 * in, each made to read at 4.5:1 on the chosen background (a cream page took the outline
 * buttons to 4.4:1). The text colour itself too: an owner's palette cannot make the shop
 * unreadable. `fontSize` in em is taken as rem: it sizes the page's body, whose parent is the
 * root.
 */
export function siteLook(colors: SiteSettings['colors']): SiteLook {
  const back = colors.back.toLowerCase();
  const front = readableOn(colors.front, back);
  const tones = Object.fromEntries(
    Object.entries(TONES).map(([name, hex]) => [name, readableOn(hex, back)]),
  ) as Record<keyof typeof TONES, string>;
  const secondaryText = readableOn(mix(front, back, SECONDARY_TEXT_WEIGHT), back);
  return {
    '--shop-front': front,
    '--shop-back': back,
    '--shop-highlight': colors.highlight.toLowerCase(),
    ...Object.fromEntries(Object.entries(tones).map(([name, hex]) => [`--shop-${name}`, hex])),
    '--bs-body-bg': back,
    '--bs-body-bg-rgb': rgbList(back),
    '--bs-body-color': front,
    '--bs-body-color-rgb': rgbList(front),
    '--bs-emphasis-color': front,
    '--bs-secondary-color': secondaryText,
    '--bs-link-color': tones.primary,
    '--bs-link-color-rgb': rgbList(tones.primary),
    '--bs-link-hover-color': tones.primary,
    '--bs-link-hover-color-rgb': rgbList(tones.primary),
    '--bs-primary-rgb': rgbList(tones.primary),
    '--bs-secondary-rgb': rgbList(tones.secondary),
    '--bs-success-rgb': rgbList(tones.success),
    '--bs-danger-rgb': rgbList(tones.danger),
    // A field's error and "looks good" texts under it.
    '--bs-form-invalid-color': tones.danger,
    '--bs-form-valid-color': tones.success,
    '--bs-body-font-size': colors.fontSize.replace(/(\d)em$/, '$1rem'),
    '--bs-body-font-weight': colors.fontWeight,
    '--bs-body-text-align': colors.align,
  };
}
