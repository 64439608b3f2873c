/**
 * Toasts without react-toastify in the first load: a message waits here until the toast host
 * has loaded the library (on the first toast), then goes straight through.
 */
export type ToastType = 'success' | 'error' | 'info';
type Deliver = (message: string, type: ToastType) => void;

const pending: { message: string; type: ToastType }[] = [];
let deliver: Deliver | null = null;
let requestHost: (() => void) | null = null;

export function notify(message: string, type: ToastType = 'info'): void {
  if (deliver) {
    deliver(message, type);
    return;
  }
  pending.push({ message, type });
  requestHost?.();
}

/** The host asks to be told when a toast is wanted; true if one is waiting already. */
export function onToastWanted(request: (() => void) | null): boolean {
  requestHost = request;
  return pending.length > 0;
}

/** The loaded toast container takes over delivery (null when it unmounts). */
export function attachToasts(next: Deliver | null): void {
  deliver = next;
  if (next) for (const item of pending.splice(0)) next(item.message, item.type);
}
