import { describe, expect, it } from 'vitest';
import { changedFields, parseDraft, type DraftField } from './form-draft';

const kept: DraftField[] = [
  { form: 0, name: 'title', value: 'Un titolo mai salvato' },
  { form: 0, name: 'featured', value: true },
  { form: 0, name: 'code', value: 'IT' },
  { form: 1, name: 'title', value: 'Other form' },
];

describe('changedFields', () => {
  it('gives the kept fields that differ from what the page shows, form by form', () => {
    const shown: DraftField[] = [
      { form: 0, name: 'title', value: 'Saved title' },
      { form: 0, name: 'featured', value: false },
      { form: 0, name: 'code', value: 'IT' },
      { form: 1, name: 'title', value: 'Other form' },
    ];
    expect(changedFields(kept, shown)).toEqual([kept[0], kept[1]]);
  });

  it('leaves out a field the page no longer has', () => {
    expect(changedFields(kept, [{ form: 0, name: 'code', value: 'FR' }])).toEqual([kept[2]]);
  });
});

describe('parseDraft', () => {
  it('reads back what was kept', () => {
    const draft = { path: '/it/admin_seo', fields: kept };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('refuses what is not a draft and drops fields of another shape', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('{"fields":[]}')).toBeNull();
    const odd = { path: '/x', fields: [kept[0], { form: '0', name: 'a', value: 1 }, null] };
    expect(parseDraft(JSON.stringify(odd))).toEqual({ path: '/x', fields: [kept[0]] });
  });
});
