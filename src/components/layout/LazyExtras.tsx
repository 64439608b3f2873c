import React, { Suspense, lazy, useEffect, useState } from 'react';
import { onToastWanted } from './notify';
import type { ShopClosedProps } from './ShopClosed';

const Toasts = lazy(() => import('./Toasts'));
const ShopClosed = lazy(() => import('./ShopClosed').then((m) => ({ default: m.ShopClosed })));
const AgeGate = lazy(() => import('../age-gate/AgeGate').then((m) => ({ default: m.AgeGate })));

/** The toast container, loaded with the first toast rather than with every page. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (onToastWanted(() => setWanted(true))) setWanted(true);
    return () => {
      onToastWanted(null);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The age gate's dialog code loads only for a visitor who has not confirmed yet. */
export function LazyAgeGate({ show, onConfirm }: { show: boolean; onConfirm: () => void }) {
  return show ? (
    <Suspense fallback={null}>
      <AgeGate show onConfirm={onConfirm} />
    </Suspense>
  ) : null;
}

/**
 * The closed-shop notice's code (with the footer's contact blocks) loads only when the shop is
 * closed, not with every page of an open one (issue 25.15).
 */
export function LazyShopClosed(props: ShopClosedProps) {
  return (
    <Suspense fallback={null}>
      <ShopClosed {...props} />
    </Suspense>
  );
}
