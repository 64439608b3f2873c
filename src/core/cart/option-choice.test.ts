import { describe, expect, it } from 'vitest';
import { chooseOption } from './option-choice';

const colours = [
  { name: 'Black', itaName: 'Nero' },
  { name: 'Red', itaName: 'Rosso' },
];

describe('chooseOption', () => {
  it('spells the choice as the product does, from either language and any case', () => {
    expect(chooseOption('black', colours)).toEqual({ ok: true, name: 'Black' });
    expect(chooseOption(' ROSSO ', colours)).toEqual({ ok: true, name: 'Red' });
  });

  it('needs a choice when the product has several', () => {
    expect(chooseOption('', colours)).toEqual({ ok: false, problem: 'needed' });
    expect(chooseOption('  ', colours)).toEqual({ ok: false, problem: 'needed' });
  });

  it('takes the only option when none is sent', () => {
    expect(chooseOption('', [{ name: 'Sand', itaName: 'Sabbia' }])).toEqual({
      ok: true,
      name: 'Sand',
    });
  });

  it('refuses an option the product does not have', () => {
    expect(chooseOption('Green', colours)).toEqual({ ok: false, problem: 'not-offered' });
    expect(chooseOption('Green', [])).toEqual({ ok: false, problem: 'not-offered' });
  });

  it('takes nothing when the product has no such option', () => {
    expect(chooseOption('', [])).toEqual({ ok: true, name: '' });
  });
});
