import React from 'react';

/** Block headings sit under the page's h1; styled small so four of them do not shout. */
export function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="h6 fw-bold text-uppercase mb-3">
      {children}
    </h2>
  );
}
