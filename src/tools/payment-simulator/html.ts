import { formatMoney } from '../../core/money/currency';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Amounts on the simulator's pages (which are English only) read like the shop's ("€12.50"). */
export function pageAmount(cents: number, currency: string): string {
  return formatMoney(cents, currency.toUpperCase(), 'en');
}

export interface PageButton {
  label: string;
  action: string;
  /** The main action is drawn filled; the others as outlines. */
  primary?: boolean;
}

/**
 * A small, self-contained page (no scripts, no external assets): a heading, a few lines of
 * text, and one form per button so each choice is a plain POST that works without JavaScript.
 */
export function simulatorPage(options: {
  title: string;
  heading: string;
  lines: string[];
  buttons?: PageButton[];
}): string {
  const lines = options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n      ');
  const buttons = (options.buttons ?? [])
    .map(
      (button) =>
        `<form method="post" action="${escapeHtml(button.action)}">` +
        `<button type="submit" class="${button.primary ? 'primary' : 'secondary'}">` +
        `${escapeHtml(button.label)}</button></form>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(options.title)}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1a1a; }
      main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
      .notice { font-size: 0.875rem; color: #4a4a4a; }
      form { margin: 0.75rem 0; }
      button { width: 100%; padding: 0.75rem; font-size: 1rem; border-radius: 6px; cursor: pointer; }
      button.primary { background: #0b57d0; color: #fff; border: 2px solid #0b57d0; }
      button.secondary { background: #fff; color: #0b3d91; border: 2px solid #0b3d91; }
      button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(options.heading)}</h1>
      ${lines}
      ${buttons}
      <p class="notice">Local payment simulator: no real payment is made.</p>
    </main>
  </body>
</html>
`;
}
