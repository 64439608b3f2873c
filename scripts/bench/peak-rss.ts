import { readdirSync, readFileSync } from 'node:fs';

/** Linux's page size on the x86-64 and arm64 machines this runs on. */
const PAGE_BYTES = 4096;
const SAMPLE_MS = 250;

/** Resident memory (bytes) of every process in the group, from /proc (Linux only). */
function groupRss(group: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (in parentheses) may hold spaces: fields are counted after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) total += Number(fields[21]) * PAGE_BYTES;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

/**
 * Samples the resident memory of a detached child's process group (a build and the workers it
 * forks) until `stop`, which returns the highest sum seen, in MB. Sampled, so a peak shorter
 * than a quarter second can be missed; 0 where /proc is missing.
 */
export function watchPeakRss(group: number | undefined): { stop: () => number } {
  let peak = 0;
  const sample = () => {
    if (group) peak = Math.max(peak, groupRss(group));
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peak / 1e6);
    },
  };
}
