/**
 * Holds back the "[mail] outbox: …" line each order mail prints (two per order, hundreds in a
 * run), which would bury the report; the outbox itself is counted instead. Everything else
 * still prints. Returns the function that puts console.log back.
 */
export function holdBackMailLines(): () => void {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[mail] outbox:')) return;
    original(...args);
  };
  return () => {
    console.log = original;
  };
}
