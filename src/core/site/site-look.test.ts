import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import type { SiteSettings } from './site-settings';
import { siteLook } from './site-look';

const colors = (overrides: Partial<SiteSettings['colors']> = {}): SiteSettings['colors'] => ({
  front: '#212529',
  back: '#ffffff',
  highlight: '#8a3b12',
  fontSize: '16px',
  fontWeight: 'normal',
  align: 'left',
  ...overrides,
});

const TEXT_COLOURS = [
  '--shop-front',
  '--shop-primary',
  '--shop-secondary',
  '--shop-success',
  '--shop-danger',
  '--shop-dark',
  '--bs-secondary-color',
  '--bs-link-color',
  '--bs-form-invalid-color',
  '--bs-form-valid-color',
];

describe('siteLook', () => {
  it('passes the chosen colours and text settings on', () => {
    const look = siteLook(colors({ back: '#FBF8F3', fontSize: '18px', fontWeight: '600' }));
    expect(look['--shop-back']).toBe('#fbf8f3');
    expect(look['--bs-body-bg']).toBe('#fbf8f3');
    expect(look['--bs-body-bg-rgb']).toBe('251, 248, 243');
    expect(look['--shop-front']).toBe('#212529');
    expect(look['--shop-highlight']).toBe('#8a3b12');
    expect(look['--bs-body-font-size']).toBe('18px');
    expect(look['--bs-body-font-weight']).toBe('600');
    expect(look['--bs-body-text-align']).toBe('left');
  });

  it('keeps Bootstrap colours that already read on white', () => {
    const look = siteLook(colors());
    expect(look['--shop-secondary']).toBe('#6c757d');
    expect(look['--shop-primary']).toBe('#0d6efd');
  });

  it.each(['#fbf8f3', '#ffffff', '#f0e6d2', '#1a1a2e', '#808080', '#ffd700'])(
    'keeps every text and outline colour at 4.5:1 or more on %s',
    (back) => {
      const look = siteLook(colors({ back }));
      for (const name of TEXT_COLOURS) {
        expect(contrastRatio(look[name] ?? '', back), name).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('makes a text colour that vanishes on the background readable', () => {
    const look = siteLook(colors({ front: '#eeeeee', back: '#ffffff' }));
    expect(contrastRatio(look['--shop-front'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('takes a size in em as rem, since it sizes the body under the root', () => {
    expect(siteLook(colors({ fontSize: '1em' }))['--bs-body-font-size']).toBe('1rem');
    expect(siteLook(colors({ fontSize: '2rem' }))['--bs-body-font-size']).toBe('2rem');
  });
});
