import { describe, expect, it } from 'vitest';
import { weightChanges } from './item-weight-changes';

const stored = [
  { id: 'unit', productWeight: 800, sellBy: 'u', weighed: false },
  { id: 'waiting', productWeight: 500, sellBy: 'w', weighed: false },
  { id: 'done', productWeight: 450, sellBy: 'w', weighed: true },
];

describe('weightChanges', () => {
  it('leaves out every line of an order sent back as it was', () => {
    const sent = stored.map((line) => ({ ...line, _id: line.id }));
    expect(weightChanges(stored, sent)).toEqual([]);
  });

  it('keeps a changed weight, whatever the line is sold by', () => {
    const sent = [
      { _id: 'unit', productWeight: 900, weighed: false },
      { _id: 'done', productWeight: 460, weighed: true },
    ];
    expect(weightChanges(stored, sent)).toEqual(sent);
  });

  it('weighs a waiting line at its weight unless the body says it is still waiting', () => {
    expect(weightChanges(stored, [{ _id: 'waiting', productWeight: 500 }])).toHaveLength(1);
    expect(
      weightChanges(stored, [{ _id: 'waiting', productWeight: 500, weighed: true }]),
    ).toHaveLength(1);
    expect(weightChanges(stored, [{ _id: 'waiting', productWeight: 500, weighed: false }])).toEqual(
      [],
    );
  });

  it('keeps a line the order does not have, for the action to refuse', () => {
    expect(weightChanges(stored, [{ _id: 'other', productWeight: 800 }])).toHaveLength(1);
  });
});
