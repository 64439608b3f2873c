/**
 * The payment checkout has just been paid with, handed to /checkout_complete in its address
 * (?paymentId=) and in this tab's session storage. The order itself travels in the history
 * entry, which Gatsby drops when it falls back to loading the page afresh (it then loads the
 * bare path: no state, no query); the session's copy survives that, so the page can still ask
 * the server for the order instead of saying there is none.
 */
const KEY = 'borse-checkout-paid';
export const PAID_PARAM = 'paymentId';

export function rememberPaidPayment(paymentId: string): void {
  try {
    window.sessionStorage.setItem(KEY, paymentId);
  } catch {
    // Storage refused (private mode, full): the address still carries it.
  }
}

export function forgetPaidPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The payment handed over: the address's, else this tab's last one; null when none. */
export function handedOverPayment(search: string): string | null {
  const fromAddress = new URLSearchParams(search).get(PAID_PARAM);
  if (fromAddress) return fromAddress;
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** /checkout_complete's address for a payment (path in the visitor's language). */
export const completePathFor = (localPath: string, paymentId: string) =>
  `${localPath}?${PAID_PARAM}=${encodeURIComponent(paymentId)}`;
