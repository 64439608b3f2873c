import { describe, expect, it } from 'vitest';
import { parseSynonyms, synonymText } from './synonyms';

describe('the owner’s synonym lines (issue 25.12)', () => {
  it('reads one word and its alternatives a line, folding case and accents of the word', () => {
    expect(parseSynonyms('Rigida = Hard-shell,  polycarbonate , aluminium\n\nCittà=town')).toEqual({
      entries: [
        { word: 'rigida', alternatives: ['hard-shell', 'polycarbonate', 'aluminium'] },
        { word: 'citta', alternatives: ['town'] },
      ],
      badLines: [],
    });
  });

  it('names the lines it cannot read: no =, two words, no alternative, a repeated word', () => {
    const text =
      'pelle leather\nhard shell = aluminium\nseta =  , \npelle = leather\nPELLE = cuoio';
    expect(parseSynonyms(text)).toEqual({
      entries: [{ word: 'pelle', alternatives: ['leather'] }],
      badLines: [1, 2, 3, 5],
    });
  });

  it('writes the entries back as the text it reads', () => {
    const entries = [
      { word: 'rigida', alternatives: ['hard-shell', 'aluminium'] },
      { word: 'seta', alternatives: ['silk'] },
    ];
    expect(synonymText(entries)).toBe('rigida = hard-shell, aluminium\nseta = silk');
    expect(parseSynonyms(synonymText(entries)).entries).toEqual(entries);
  });
});
