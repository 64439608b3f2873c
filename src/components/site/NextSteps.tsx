import React from 'react';
import { LocalLink } from './LocalLink';

interface Step {
  to: string;
  label: string;
}

/**
 * Where to go from here: the likely way as the shop's button, another beside it. `stacked`: the
 * two fill a narrow column, one above the other.
 */
export function NextSteps({
  main,
  other,
  stacked = false,
}: {
  main: Step;
  other: Step;
  stacked?: boolean;
}) {
  const links = (
    <>
      <LocalLink to={main.to} className={stacked ? 'btn btn-shop w-100 mb-2' : 'btn btn-shop'}>
        {main.label}
      </LocalLink>
      <LocalLink
        to={other.to}
        className={stacked ? 'btn btn-outline-dark w-100' : 'btn btn-outline-dark'}
      >
        {other.label}
      </LocalLink>
    </>
  );
  return stacked ? links : <div className="d-flex flex-wrap gap-2">{links}</div>;
}
