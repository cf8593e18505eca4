// CPU time spent by a process, and by every PostgreSQL backend, read from /proc (Linux): how the work of a point
// splits between the server under load and the database, per request.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime of one process, in milliseconds; 0 when it is gone or /proc is missing. */
export function processCpuMs(pid: number): number {
  try {
    // The command name may hold spaces; the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The CPU time of every process named postgres (the server's backends), in milliseconds, by process id. */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/** The CPU the backends spent between two readings; a backend that started meanwhile counts from zero. */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs()) total += ms - (before.get(pid) ?? 0);
  return total;
}
