import { Pool } from 'undici';

export interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Share of the requests sent this way. */
  weight: number;
}

export interface RouteFigures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Keeps `connections` requests in flight for `seconds`, each one a route drawn by weight, and
 * reports per route and overall. An error is a failed connection or a 5xx; a 4xx the mix expects
 * (an allowance used up, say) is counted apart by status.
 */
export async function mixedLoad(base: string, routes: Route[], options: { connections: number; seconds: number }): Promise<{ total: RouteFigures; byRoute: Record<string, RouteFigures> }> {
  const pool = new Pool(new URL(base).origin, { connections: options.connections, pipelining: 1 });
  const totalWeight = routes.reduce((sum, r) => sum + r.weight, 0);
  const pick = () => {
    let x = Math.random() * totalWeight;
    for (const route of routes) if ((x -= route.weight) <= 0) return route;
    return routes.at(-1)!;
  };
  const samples = new Map<string, { latencies: number[]; errors: number; statuses: Record<number, number> }>(routes.map((r) => [r.name, { latencies: [], errors: 0, statuses: {} }]));
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const route = pick();
        const sample = samples.get(route.name)!;
        const t0 = performance.now();
        try {
          const res = await pool.request({ path: route.path, method: route.method, headers: route.headers ?? {}, body: route.body ?? null });
          await res.body.dump();
          sample.statuses[res.statusCode] = (sample.statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) sample.errors++;
        } catch {
          sample.errors++;
          sample.statuses[0] = (sample.statuses[0] ?? 0) + 1;
        }
        sample.latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  const figures = (latencies: number[], errors: number, statuses: Record<number, number>): RouteFigures => {
    latencies.sort((a, b) => a - b);
    return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses };
  };
  const byRoute = Object.fromEntries([...samples].map(([name, s]) => [name, figures(s.latencies, s.errors, s.statuses)]));
  const all = [...samples.values()];
  const statuses: Record<number, number> = {};
  for (const s of all) for (const [code, n] of Object.entries(s.statuses)) statuses[Number(code)] = (statuses[Number(code)] ?? 0) + n;
  return { total: figures(all.flatMap((s) => s.latencies), all.reduce((n, s) => n + s.errors, 0), statuses), byRoute };
}
