import { useMemo } from 'react';
import { cartSummary, type BrowserCartSummary } from '../../core/cart/browser-cart';
import { useAppSelector } from '../../state/hooks';
import { useShopDefaults } from '../site/use-shop-defaults';

/** Italy's standard rate, should a shop have no default tax rate set. */
const FALLBACK_TAX_BP = 2200;

/**
 * Tax for the cart's display totals: the shop's default rate, prices as the settings enter
 * them. Checkout recomputes everything on the server for the delivery country.
 */
export function useCartTax() {
  const { site, taxRates } = useShopDefaults();
  const rate = taxRates.find((r) => r.isDefault) ?? taxRates[0];
  return { taxBp: rate?.rateBp ?? FALLBACK_TAX_BP, taxIncluded: site.payment.taxIncluded };
}

export function useCartSummary(): BrowserCartSummary | null {
  const cart = useAppSelector((state) => state.shop.customerCart);
  const tax = useCartTax();
  return useMemo(() => cartSummary(cart, tax), [cart, tax.taxBp, tax.taxIncluded]);
}
