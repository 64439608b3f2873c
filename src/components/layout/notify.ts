import { toast } from 'react-toastify';

/** One toast per message at a time (spec 9: "duplicates prevented"). */
export function notify(message: string, type: 'success' | 'error' | 'info' = 'info'): void {
  if (toast.isActive(message)) return;
  toast(message, { toastId: message, type });
}
