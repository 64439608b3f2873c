import React, { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Renders nothing; its effect runs when the boundary it sits in has hydrated (or mounted). */
function HydrationMark({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}

/**
 * A Suspense boundary hydrated after what encloses it (issue 25.15): React hydrates its server
 * HTML at low priority, or when its lazily loaded code arrives, instead of in the page's first
 * long task. Until it has hydrated it keeps what it was first given (the same element, so
 * React leaves it alone): an update reaching a boundary that has not hydrated yet makes React
 * drop its server HTML and render it afresh (React #421), which live data arriving early (the
 * defaults, the cart, a list's live products) did. What changed meanwhile is shown right after.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const first = useRef(children);
  const shown = hydrated ? children : first.current;
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationMark onHydrated={setHydrated} />
        {shown}
      </Suspense>
    ),
    [shown],
  );
}
