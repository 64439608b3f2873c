import { useMemo } from 'react';
import { useAppSelector } from '../../state/hooks';

/** The cart's figures the header and footer show, as the server last computed them. */
export interface CartSummary {
  totalItems: number;
  /** Cents, as the shop's prices are entered (tax-inclusive when taxIncluded). */
  totalPrice: number;
  currency: string;
}

export function useCartSummary(): CartSummary | null {
  const cart = useAppSelector((state) => state.shop.customerCart);
  return useMemo(
    () =>
      cart && cart.items.length > 0
        ? {
            totalItems: cart.cart.totalItems,
            totalPrice: cart.cart.totalPrice,
            currency: cart.cart.currency,
          }
        : null,
    [cart],
  );
}
