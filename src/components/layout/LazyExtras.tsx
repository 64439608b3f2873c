import React, { Suspense, lazy, useEffect, useState } from 'react';
import { onToastWanted } from './notify';

const Toasts = lazy(() => import('./Toasts'));
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
