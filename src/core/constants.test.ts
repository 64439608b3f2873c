import { describe, expect, it } from 'vitest';
import {
  CART_EXPIRY_MS,
  CATALOGUE_FETCH_ROWS,
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_FOOTER_IMAGE_SIZE,
  DEFAULT_LOGO_SIZE,
  MIN_PASSWORD_LENGTH,
  PAGE_SIZE,
  PAYMENT_TYPES,
  RELATED_PRODUCT_ROWS,
  SINGLE_PRODUCT_ROWS,
  TOAST_SETTINGS,
} from './constants';

describe('spec 9: business constants and limits', () => {
  it('"Cart expires 432000000 ms (5 days) after creation."', () => {
    expect(CART_EXPIRY_MS).toBe(432000000);
  });

  it('"Default delivery days 3-5."', () => {
    expect(DEFAULT_DELIVERY_DAYS).toBe('3-5');
  });

  it('"Minimum password length 8."', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it('"Catalogue fetch 1000 rows; related 12; single product 1 row. Page size 12."', () => {
    expect(CATALOGUE_FETCH_ROWS).toBe(1000);
    expect(RELATED_PRODUCT_ROWS).toBe(12);
    expect(SINGLE_PRODUCT_ROWS).toBe(1);
    expect(PAGE_SIZE).toBe(12);
  });

  it('"Payment types PAYPAL and STRIPE."', () => {
    expect(PAYMENT_TYPES).toEqual(['PAYPAL', 'STRIPE']);
  });

  it('"Default logo 250 by 80; footer image 100 by 100."', () => {
    expect(DEFAULT_LOGO_SIZE).toEqual({ width: 250, height: 80 });
    expect(DEFAULT_FOOTER_IMAGE_SIZE).toEqual({ width: 100, height: 100 });
  });

  it('"Toasts: top centre, close button, newest on top, duplicates prevented; show 200 ms, hide 1000 ms, time-out 3000 ms, extended time-out 1000 ms."', () => {
    const { showDurationMs, hideDurationMs, timeOutMs, extendedTimeOutMs, ...placing } =
      TOAST_SETTINGS;
    // "top centre, close button, newest on top, duplicates prevented"
    expect(placing).toEqual({
      position: 'top-center',
      closeButton: true,
      newestOnTop: true,
      preventDuplicates: true,
    });
    // "show 200 ms, hide 1000 ms, time-out 3000 ms, extended time-out 1000 ms"
    expect([showDurationMs, hideDurationMs, timeOutMs, extendedTimeOutMs]).toEqual([
      200, 1000, 3000, 1000,
    ]);
  });
});
