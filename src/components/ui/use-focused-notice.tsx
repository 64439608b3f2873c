import React, { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A failure said at the top of a payment screen (checkout, pay by link): an alert that takes
 * focus when said, so a screen reader reads it out and the keyboard starts from it. A hook that
 * focuses something else on the same change (checkout's step headings) calls this one after
 * its own, so the notice wins.
 */
export function useFocusedNotice(testId: string) {
  // The count makes the same message, said again after a second failure, take focus again.
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice.text) ref.current?.focus();
  }, [notice]);

  const say = useCallback((text: string) => {
    setNotice((current) => ({ text, count: current.count + 1 }));
  }, []);
  const clear = useCallback(() => {
    setNotice((current) => ({ ...current, text: '' }));
  }, []);
  const alert = notice.text ? (
    <div ref={ref} role="alert" tabIndex={-1} className="alert alert-danger" data-testid={testId}>
      {notice.text}
    </div>
  ) : null;
  return { say, clear, alert };
}
