import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../core/catalogue/testing/make-product';
import { keepUnchanged } from './keep-unchanged';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('keepUnchanged', () => {
  const a = makeProduct({ sku: 'A-1' });
  const b = makeProduct({ sku: 'B-1' });

  it("keeps the build's object for a product the API describes the same way", () => {
    const live = [copy(a), copy(b)];
    const kept = keepUnchanged(live, [a, b]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(b);
  });

  it('takes the live object for a changed product, in the live order', () => {
    const cheaper = copy(b);
    cheaper.sell.price -= 100;
    const kept = keepUnchanged([cheaper, copy(a)], [a, b]);
    expect(kept[0]).toBe(cheaper);
    expect(kept[1]).toBe(a);
  });

  it('adds the products the build did not carry and drops the ones gone', () => {
    const c = makeProduct({ sku: 'C-1' });
    const kept = keepUnchanged([c], [a, b]);
    expect(kept).toEqual([c]);
    expect(kept[0]).toBe(c);
  });
});
