import { table } from '../table';
import type { AdminBench } from './admin-bench';

const whole = (ms: number | null | undefined) => (ms == null ? '-' : ms.toFixed(0));

/** The admin section of the report: opens, saves, Publish, and how busy the machine was. */
export function adminLines(admin: AdminBench | undefined): string[] {
  if (!admin) return [];
  const load = admin.loadAverage.map((n) => n.toFixed(2)).join(', ');
  return [
    `Admin screens opened by their address (built sample shop + ${admin.opens} opens each in a new tab; ` +
      `ms from navigation start to the screen's content; ${admin.takenAt}, load average ${load})`,
    table(
      ['screen', 'first', 'p50', 'p95', 'API calls', 'first API asked', 'last API end', 'JS kB'],
      admin.screens.map((s) =>
        s.stats
          ? [
              s.path,
              whole(s.firstMs),
              whole(s.stats.medianMs),
              whole(s.stats.p95Ms),
              String(s.apiCalls),
              whole(s.firstApiStartMs),
              whole(s.lastApiEndMs),
              s.scriptKb.toFixed(0),
            ]
          : [s.path, `failed: ${s.error ?? 'not timed'}`, '', '', '', '', '', ''],
      ),
    ),
    '',
    'Admin saves, click to confirmation',
    table(
      ['save', 'samples', 'p50 ms', 'p95 ms'],
      admin.saves.map((s) =>
        s.stats
          ? [s.name, String(s.stats.samples), whole(s.stats.medianMs), whole(s.stats.p95Ms)]
          : [s.name, `failed: ${s.error ?? 'not timed'}`, '', ''],
      ),
    ),
    '',
    `Publish (POST admin_publish to the local build's end): ${
      admin.publish.seconds == null ? admin.publish.note : `${admin.publish.seconds.toFixed(0)} s`
    }`,
    '',
  ];
}
