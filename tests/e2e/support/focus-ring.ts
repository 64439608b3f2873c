import type { Page } from 'playwright-core';

/**
 * WCAG 2.2 2.4.7 / 2.4.13 for the focused element, from its computed styles: its outline and
 * its (outer, unblurred) box-shadow rings are bands drawn around it; at least one band must be
 * 2 px thick or more and reach 3:1 against the background behind the element (the first opaque
 * background of its ancestors, with the translucent ones on the way laid over it). The bands
 * are what changes between the focused and the unfocused look, so this is the contrast of
 * 2.4.13's "change of contrast". Null when the ring passes; otherwise what is wrong with it.
 */
export async function focusRingProblem(page: Page): Promise<string | null> {
  // Bootstrap eases box-shadow in over 150 ms: read the ring once it is all there.
  await page.waitForFunction(() =>
    (document.activeElement?.getAnimations() ?? []).every((a) => a.playState !== 'running'),
  );
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing is focused';
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | null => {
      if (colour === 'transparent') return [0, 0, 0, 0];
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ? Number(m[4]) : 1] : null;
    };
    const over = (top: Rgba, under: Rgba): Rgba => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };

    // The background behind: translucent layers up the tree, over the first opaque one.
    const layers: Rgba[] = [];
    let behind: Rgba = [255, 255, 255, 1];
    for (let at = el.parentElement; at; at = at.parentElement) {
      const layer = parse(getComputedStyle(at).backgroundColor);
      if (!layer || layer[3] === 0) continue;
      if (layer[3] === 1) {
        behind = layer;
        break;
      }
      layers.unshift(layer);
    }
    for (const layer of layers) behind = over(layer, behind);

    const style = getComputedStyle(el);
    const bands: { colour: string; width: number }[] = [];
    if (style.outlineStyle !== 'none') {
      bands.push({ colour: style.outlineColor, width: parseFloat(style.outlineWidth) });
    }
    // "rgb(…) 0px 0px 0px 2px, rgba(…) 0px 0px 0px 4px": the first shadow is on top, so each
    // later one shows only past the widest before it.
    let covered = 0;
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      if (/inset/.test(shadow)) continue;
      const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '';
      const [x = 0, y = 0, blur = 0, spread = 0] = (
        shadow.replace(colour, '').match(/-?[\d.]+px/g) ?? []
      ).map(parseFloat);
      if (x !== 0 || y !== 0 || blur !== 0) continue;
      bands.push({ colour, width: spread - covered });
      covered = Math.max(covered, spread);
    }
    const described = bands.map((band) => {
      const colour = parse(band.colour);
      const ratio = colour ? contrast(over(colour, behind), behind) : 0;
      return { ...band, ratio };
    });
    if (described.some((band) => band.width >= 2 && band.ratio >= 3)) return null;
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}"`;
    const found = described.length
      ? described.map((b) => `${b.width}px ${b.colour} at ${b.ratio.toFixed(2)}:1`).join(', ')
      : 'no ring';
    return `${name}: ${found} on rgb(${behind.slice(0, 3).map(Math.round).join(', ')})`;
  });
}

/** A short, stable description of the focused element, to tell when tabbing has come round. */
export const focusedKey = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const path: string[] = [];
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      path.unshift(
        `${at.tagName}${at.parentElement ? [...at.parentElement.children].indexOf(at) : ''}`,
      );
    }
    return path.join('>');
  });

/**
 * Tabs through the page from where the focus is, checking every stop's ring, until the focus
 * comes back to a stop already seen (or leaves the page), or `limit` stops. The problems found.
 */
export async function tabThrough(page: Page, label: string, limit = 200): Promise<string[]> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const key = await focusedKey(page);
    if (key === null || seen.has(key)) break;
    seen.add(key);
    const problem = await focusRingProblem(page);
    if (problem) problems.push(`${label}: ${problem}`);
  }
  if (seen.size < 3) problems.push(`${label}: only ${seen.size} stops reached by Tab`);
  return problems;
}
