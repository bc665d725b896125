import { Pool } from 'undici';
import type { MatrixFixtures } from '../../infra/reliability/matrix';

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

/** The mixed load of `bench -- reliability`: mostly signed-in reads, shared plans, and a few plans written. */
export function reliabilityMix(fixtures: MatrixFixtures): Route[] {
  const a = { authorization: `Bearer ${fixtures.tokens.userA}` };
  const b = { authorization: `Bearer ${fixtures.tokens.userB}` };
  return [
    { name: 'GET /auth/me', method: 'GET', path: '/api/auth/me', headers: b, weight: 35 },
    { name: 'GET /usage/check', method: 'GET', path: '/api/usage/check', headers: b, weight: 20 },
    { name: 'GET /user/workouts', method: 'GET', path: '/api/user/workouts?limit=20', headers: a, weight: 15 },
    { name: 'GET /training/share/:id', method: 'GET', path: `/api/training/share/${fixtures.workoutId}`, weight: 25 },
    {
      name: 'POST /training/generate',
      method: 'POST',
      path: '/api/training/generate',
      headers: { ...a, 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-24', description: 'HS varsity 4000 SCY threshold free' }),
      weight: 5,
    },
  ];
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
