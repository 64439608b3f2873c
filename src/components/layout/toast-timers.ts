/** Why a toast is being held open: the pointer is over it, or it has the keyboard focus. */
export type ToastHold = 'pointer' | 'focus';

export interface ToastTimeOuts {
  timeOutMs: number;
  extendedTimeOutMs: number;
}

export interface ToastTimers {
  /** A toast has just been shown: it closes after the time-out. */
  shown: (id: string) => void;
  /** The pointer came over it, or it took the focus: it stays while held. */
  hold: (id: string, why: ToastHold) => void;
  /** Once neither holds it any more, it closes after the extended time-out. */
  release: (id: string, why: ToastHold) => void;
  /** It closed (its close button, or its timer): forget it. */
  closed: (id: string) => void;
}

/**
 * The spec's toast time-outs, as toastr (whose option names the spec uses) applies them: a toast
 * closes `timeOutMs` after it shows; while the pointer is over it (or, for keyboard users, it has
 * the focus) it stays; once they leave it closes `extendedTimeOutMs` later, whatever was left of
 * the first time-out.
 */
export function toastTimers(close: (id: string) => void, times: ToastTimeOuts): ToastTimers {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const holds = new Map<string, Set<ToastHold>>();

  const stop = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };
  const closeAfter = (id: string, ms: number) => {
    stop(id);
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        holds.delete(id);
        close(id);
      }, ms),
    );
  };

  return {
    shown(id) {
      holds.delete(id);
      closeAfter(id, times.timeOutMs);
    },
    hold(id, why) {
      const held = holds.get(id) ?? new Set<ToastHold>();
      held.add(why);
      holds.set(id, held);
      stop(id);
    },
    release(id, why) {
      const held = holds.get(id);
      if (!held?.delete(why) || held.size > 0) return;
      holds.delete(id);
      closeAfter(id, times.extendedTimeOutMs);
    },
    closed(id) {
      stop(id);
      holds.delete(id);
    },
  };
}
