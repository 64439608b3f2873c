import React from 'react';

/** What could not be had, said as an alert, with a button that asks for it again. */
export function RetryAlert({
  message,
  retry,
  onRetry,
}: {
  message: string;
  /** The button's words ("Try again"). */
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="alert alert-warning">
      <p>{message}</p>
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
