import { readdirSync, readFileSync } from 'node:fs';
import { Pool } from 'undici';
import type { Route } from './load-mix';

/** CPU seconds (user + system) a process has used, from /proc; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function childrenOf(ppid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === ppid;
      } catch {
        return false;
      }
    });
}

/** A process to account, or PostgreSQL: the server and every backend it has forked. */
export type Accounted = { pid: number } | { postmaster: number };

const used = (who: Accounted) => ('pid' in who ? cpuSeconds(who.pid) : childrenOf(who.postmaster).reduce((sum, pid) => sum + cpuSeconds(pid), cpuSeconds(who.postmaster)));

/**
 * CPU milliseconds each process spends per request of each route, sent alone `requests` times, 16
 * at a time; the lowest of `rounds` rounds. On a machine shared with other work, latency and req/s
 * move with the neighbours, but a process's CPU time counts only its own work, so this is the
 * figure to compare a change by (/proc counts in 10 ms ticks: send enough requests).
 */
export async function routeCost(base: string, routes: Array<Route & { requests: number }>, processes: Record<string, Accounted>, rounds = 2) {
  const pool = new Pool(new URL(base).origin, { connections: 16 });
  const best: Record<string, Record<string, number>> = {};
  const statuses: Record<string, Record<number, number>> = {};
  try {
    for (let round = 0; round < rounds; round++) {
      for (const route of routes) {
        const before = Object.fromEntries(Object.entries(processes).map(([name, who]) => [name, used(who)]));
        let sent = 0;
        const seen: Record<number, number> = {};
        await Promise.all(
          Array.from({ length: 16 }, async () => {
            while (sent++ < route.requests) {
              const res = await pool.request({ path: route.path, method: route.method, headers: route.headers ?? {}, body: route.body ?? null });
              await res.body.dump();
              seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
            }
          }),
        );
        statuses[route.name] = seen;
        const row = (best[route.name] ??= {});
        for (const [name, who] of Object.entries(processes)) row[name] = Math.min(row[name] ?? Number.POSITIVE_INFINITY, ((used(who) - before[name]!) * 1000) / route.requests);
      }
    }
  } finally {
    await pool.close();
  }
  return { msPerRequest: best, statuses };
}
