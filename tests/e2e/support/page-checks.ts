import type { Page } from 'playwright-core';
import { foreignTextIn, translationKeysIn, type ForeignTexts } from './locale-texts';
import { footerHydrated, siteUrl } from './pages';

/**
 * Opens pages one after another in one tab and says what a person would meet that is wrong:
 * a console error or uncaught error (React's hydration errors among them), a server error,
 * sideways scrolling, a raw translation key, the other language's words.
 */
export class PageChecker {
  private errors: string[] = [];
  private inFlight = 0;
  private lastActivity = Date.now();
  private refused: readonly number[] = [];

  constructor(
    private readonly page: Page,
    private readonly foreign: ForeignTexts,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
        message.text(),
      );
      if (status && this.refused.includes(Number(status[1]))) return;
      this.errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) {
        this.errors.push(
          `${response.status()} from ${response.request().method()} ${response.url()}`,
        );
      }
    });
    const started = () => {
      this.inFlight += 1;
      this.lastActivity = Date.now();
    };
    const ended = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /**
   * Waits until the page has made no request for `quietMs` (its API calls have answered). The
   * footer hydrates last (its forms' buttons enabled), so a hydration error has been raised by
   * then and the quiet spell only has to outlast a call started after it: 250 ms, where 400 cost
   * ~20 s of CI over the ~500 pages opened.
   */
  private async settle(quietMs = 250, maxMs = 15_000): Promise<void> {
    await footerHydrated(this.page);
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Opens `path` and returns what is wrong on it, one line each (empty: nothing). */
  async check(path: string, refused: readonly number[] = []): Promise<string[]> {
    this.errors = [];
    this.refused = refused;
    this.inFlight = 0;
    await this.page.goto(siteUrl(path), { waitUntil: 'load' });
    await this.settle();
    const problems = [...this.errors];
    const width = this.page.viewportSize()?.width ?? 0;
    const seen = await this.page.evaluate((viewport) => {
      const root = document.documentElement;
      const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
      // The outermost elements that reach past the right edge: what to look at first.
      const wide: string[] = [];
      if (scrollWidth > viewport) {
        for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
          const rect = el.getBoundingClientRect();
          if (rect.right <= viewport + 0.5 || rect.width === 0) continue;
          if (el.parentElement && el.parentElement.getBoundingClientRect().right > viewport + 0.5)
            continue;
          wide.push(
            `<${el.tagName.toLowerCase()} class="${el.className}"> right=${Math.round(rect.right)} "${(el.innerText || '').trim().slice(0, 40)}"`,
          );
          if (wide.length >= 3) break;
        }
      }
      const shown = (el: Element) => el.getClientRects().length > 0;
      const elementTexts: string[] = [];
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        if (el.children.length > 0 || !shown(el)) continue;
        const text = el.innerText?.trim();
        if (text && text.length <= 80) elementTexts.push(text);
      }
      const extras: string[] = [document.title];
      for (const el of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
        if (shown(el)) extras.push(el.placeholder);
      }
      for (const select of document.querySelectorAll('select')) {
        if (!shown(select)) continue;
        for (const option of select.options) elementTexts.push(option.text.trim());
      }
      return {
        scrollWidth,
        wide,
        text: `${document.body.innerText}\n${extras.join('\n')}`,
        elementTexts,
      };
    }, width);
    if (seen.scrollWidth > width) {
      problems.push(
        `sideways scrolling: ${seen.scrollWidth}px wide on a ${width}px screen (${seen.wide.join('; ')})`,
      );
    }
    for (const key of translationKeysIn(seen.text)) problems.push(`translation key shown: ${key}`);
    for (const text of foreignTextIn(this.foreign, seen.text, seen.elementTexts)) {
      problems.push(`other language's text: "${text}"`);
    }
    return problems;
  }
}
