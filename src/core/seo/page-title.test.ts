import { describe, expect, it } from 'vitest';
import {
  appName,
  documentTitle,
  MAX_TITLE_LENGTH,
  shortened,
  type TitleSettings,
} from './page-title';

function site(overrides: Partial<TitleSettings> & { name?: string } = {}): TitleSettings {
  const { name = 'Borse Srl', ...rest } = overrides;
  return {
    company: { name },
    seo: {
      eng: { title: 'Borse' },
      ita: { title: 'Borse Italia' },
    },
    titleDivider: ' | ',
    showAppOnTitle: true,
    ...rest,
  };
}

describe('appName', () => {
  it('is the site SEO title in the language', () => {
    expect(appName(site(), 'eng')).toBe('Borse');
    expect(appName(site(), 'ita')).toBe('Borse Italia');
  });

  it('falls back to the company name when the SEO title is blank', () => {
    const untitled = site();
    untitled.seo.ita.title = '  ';
    expect(appName(untitled, 'ita')).toBe('Borse Srl');
  });
});

describe('documentTitle', () => {
  it('puts the app name after the page title with the divider', () => {
    expect(documentTitle('About us', site(), 'eng')).toBe('About us | Borse');
  });

  it('spaces a divider stored without spaces, and trims one stored with extra spaces', () => {
    expect(documentTitle('About us', site({ titleDivider: '-' }), 'eng')).toBe('About us - Borse');
    expect(documentTitle('About us', site({ titleDivider: '  ·  ' }), 'eng')).toBe(
      'About us · Borse',
    );
  });

  it('uses "|" when the divider is blank', () => {
    expect(documentTitle('About us', site({ titleDivider: ' ' }), 'eng')).toBe('About us | Borse');
  });

  it('shows the page title alone when showAppOnTitle is off', () => {
    expect(documentTitle('Chi siamo', site({ showAppOnTitle: false }), 'ita')).toBe('Chi siamo');
    expect(documentTitle('Chi siamo', site(), 'ita')).toBe('Chi siamo | Borse Italia');
  });

  it('gives the app name for an empty or blank page title, whatever showAppOnTitle says', () => {
    expect(documentTitle('', site(), 'eng')).toBe('Borse');
    expect(documentTitle('  \n', site({ showAppOnTitle: false }), 'eng')).toBe('Borse');
  });

  it('does not repeat the app name when the page is titled with it', () => {
    expect(documentTitle('borse', site(), 'eng')).toBe('borse');
  });

  it('puts a multi-line admin text on one line', () => {
    expect(documentTitle(' Returns\n  policy ', site(), 'eng')).toBe('Returns policy | Borse');
  });

  it('shows the page title alone when there is no app name at all', () => {
    const nameless = site({ name: '' });
    nameless.seo.eng.title = '';
    expect(documentTitle('Terms', nameless, 'eng')).toBe('Terms');
  });
});

describe('titles of at most 65 characters (issue 25.13)', () => {
  const long = 'Aurora Silk Twill Scarf Fabric by the Metre, Hand-Finished in Como';

  it('drops the shop name before it lets a title run long', () => {
    const title = 'Stella Polycarbonate Cabin Trolley with TSA Lock';
    expect(documentTitle(title, site(), 'eng')).toBe(`${title} | Borse`);
    const longer = `${title} and Wheels`;
    expect(documentTitle(longer, site(), 'eng')).toBe(longer);
  });

  it('cuts a page title that is too long by itself at a word, with an ellipsis', () => {
    const title = documentTitle(long, site(), 'eng');
    expect([...title].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toBe('Aurora Silk Twill Scarf Fabric by the Metre, Hand-Finished in…');
    expect(documentTitle(long, site({ showAppOnTitle: false }), 'eng')).toBe(title);
  });

  it('cuts one endless word inside it', () => {
    const word = 'x'.repeat(80);
    expect(shortened(word)).toBe(`${'x'.repeat(64)}…`);
  });
});
