import { describe, expect, it } from 'vitest';
import { correctedSearch } from './searched-for';

describe('"Showing results for …" (issue 18)', () => {
  it('shows the corrected query when the answer has searchedFor', () => {
    expect(correctedSearch('leather', 'lether')).toBe('leather');
    expect(correctedSearch('red  leather bag ', 'red lether bag')).toBe('red leather bag');
  });

  it('says nothing when nothing was corrected', () => {
    expect(correctedSearch(undefined, 'lether')).toBeNull();
    expect(correctedSearch(null, 'lether')).toBeNull();
    expect(correctedSearch('', 'lether')).toBeNull();
    expect(correctedSearch('   ', 'lether')).toBeNull();
    expect(correctedSearch(42, 'lether')).toBeNull();
  });

  it('says nothing when searchedFor is the typed text again, case, accents and spacing aside', () => {
    expect(correctedSearch('leather bag', 'Leather_Bag')).toBeNull();
    expect(correctedSearch('perche', 'perché')).toBeNull();
  });
});
