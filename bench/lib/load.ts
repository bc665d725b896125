import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Keeps `connections` requests in flight for `seconds` and reports throughput and latency (ms). */
export async function load(url: string, options: { connections: number; seconds: number; headers?: Record<string, string>; method?: string; body?: string }): Promise<LoadResult> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await pool.request({ path: target.pathname + target.search, method: (options.method ?? 'GET') as 'GET', headers: options.headers, body: options.body });
          await res.body.dump();
          if (res.statusCode >= 400) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export function rssMb(pid: number): Promise<number> {
  return import('node:fs/promises').then(async ({ readFile }) => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  });
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
