import React, { type ReactNode } from 'react';

/** The narrow, centred column the account screens (login, sign-up, passwords) sit in. */
export function AccountPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="row justify-content-center">
      <div className="col-md-9 col-lg-6">
        <h1 className="h3 mb-3">{title}</h1>
        {children}
      </div>
    </div>
  );
}
