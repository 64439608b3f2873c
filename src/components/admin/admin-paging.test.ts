import { describe, expect, it } from 'vitest';
import { pageSpan, pagedListOf, removeById, replaceById } from './admin-paging';

describe('pagedListOf', () => {
  it('reads the list under its key with its counts', () => {
    const read = pagedListOf<{ _id: string }>('reviews');
    expect(read({ reviews: [{ _id: 'a' }], total: 41, page: 3, rows: 20 })).toEqual({
      items: [{ _id: 'a' }],
      total: 41,
      page: 3,
      rows: 20,
    });
  });

  it('reads a broken answer as one empty page', () => {
    expect(pagedListOf('reviews')({ reviews: 'x', total: -1 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      rows: 1,
    });
  });
});

describe('pageSpan', () => {
  it('says which rows a middle page shows', () => {
    expect(pageSpan({ page: 2, rows: 20, total: 95 })).toEqual({
      page: 2,
      pages: 5,
      first: 21,
      last: 40,
      total: 95,
    });
  });

  it('ends the last page at the total', () => {
    expect(pageSpan({ page: 5, rows: 20, total: 95 })).toMatchObject({ first: 81, last: 95 });
  });

  it('keeps a page past the end on the last page', () => {
    expect(pageSpan({ page: 9, rows: 20, total: 30 })).toMatchObject({ page: 2, first: 21 });
  });

  it('shows nothing for an empty list', () => {
    expect(pageSpan({ page: 1, rows: 20, total: 0 })).toEqual({
      page: 1,
      pages: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});

describe('replaceById and removeById', () => {
  const list = {
    items: [
      { _id: 'a', status: 'P' },
      { _id: 'b', status: 'P' },
    ],
    total: 12,
    page: 1,
    rows: 2,
  };

  it('puts the answer in place of the entry with its id', () => {
    const next = replaceById(list, { _id: 'b', status: 'A' });
    expect(next.items).toEqual([
      { _id: 'a', status: 'P' },
      { _id: 'b', status: 'A' },
    ]);
    expect(next.total).toBe(12);
  });

  it('drops a deleted entry and counts one less', () => {
    const next = removeById(list, 'a');
    expect(next.items).toEqual([{ _id: 'b', status: 'P' }]);
    expect(next.total).toBe(11);
  });

  it('leaves the count alone for an id the page does not show', () => {
    expect(removeById(list, 'z').total).toBe(12);
  });
});
