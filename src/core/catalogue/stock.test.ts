import { describe, expect, it } from 'vitest';
import { isBelowCritical, isInStock, isOutOfStock, visibleOnShop } from './stock';

const stock = (inStock: number) => ({ inStock, minStock: 2, criticalStock: 5 });

describe('spec 9: "Stock filters: in stock when inStock exceeds minStock; out of stock when at most minStock; critical when at most criticalStock."', () => {
  it('is in stock above minStock', () => {
    expect(isInStock(stock(3))).toBe(true);
    expect(isOutOfStock(stock(3))).toBe(false);
  });

  it('is out of stock exactly at minStock', () => {
    expect(isInStock(stock(2))).toBe(false);
    expect(isOutOfStock(stock(2))).toBe(true);
  });

  it('is out of stock below minStock', () => {
    expect(isOutOfStock(stock(0))).toBe(true);
  });

  it('is below critical at and under criticalStock, not above', () => {
    expect(isBelowCritical(stock(5))).toBe(true);
    expect(isBelowCritical(stock(4))).toBe(true);
    expect(isBelowCritical(stock(6))).toBe(false);
  });
});

describe('spec 9: "The shop side keeps only products whose inStock exceeds minStock, unless admin or out-of-stock view."', () => {
  const shop = { admin: false, outOfStockView: false };
  const active = (inStock: number) => ({ status: 'A' as const, sell: stock(inStock) });
  const deleted = { status: 'Z' as const, sell: stock(10) };

  it('keeps active products in stock', () => {
    expect(visibleOnShop(active(3), shop)).toBe(true);
  });

  it('drops products at or under minStock', () => {
    expect(visibleOnShop(active(2), shop)).toBe(false);
  });

  it('drops deleted products', () => {
    expect(visibleOnShop(deleted, shop)).toBe(false);
  });

  it('shows out-of-stock active products in the out-of-stock view, but not deleted ones', () => {
    expect(visibleOnShop(active(0), { admin: false, outOfStockView: true })).toBe(true);
    expect(visibleOnShop(deleted, { admin: false, outOfStockView: true })).toBe(false);
  });

  it('spec 6: admin mode "includes non-active and out-of-stock products"', () => {
    expect(visibleOnShop(active(0), { admin: true, outOfStockView: false })).toBe(true);
    expect(visibleOnShop(deleted, { admin: true, outOfStockView: false })).toBe(true);
  });
});
