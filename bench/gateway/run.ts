// GET /api/auth/me through the gateway vs straight to the auth service, and through nginx (Debian's,
// when installed) in front of the same auth, same run; idle RSS of each process. Targets: gateway/
// direct throughput ratio ≥ 0.8 (issue 2); gateway ≥ 0.85 × nginx (issue 27); idle RSS ≤ 90 MB each.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fmt, load, rssMb, type LoadResult } from '../lib/load';
import { startNginx } from '../lib/nginx';
import { startProcess, stopAll } from '../lib/stack';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const tag = randomBytes(3).toString('hex');
const common = {
  DATABASE_URL: databaseUrl,
  DATABASE_NAME: `lf_bench_auth_${tag}`,
  NATS_STREAM: `LF_BENCH_${tag.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `bench${tag}`,
  ADMIN_PASSWORD: 'bench-admin-password',
  DATA_DIR: `/tmp/lf-bench-${tag}`,
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
};

const auth = await startProcess('auth', 'services/auth', 18081, common);
const gateway = await startProcess('gateway', 'gateway', 18080, { AUTH_URL: 'http://127.0.0.1:18081', INTERNAL_SECRET: common.INTERNAL_SECRET });
const procs = [auth, gateway];
const nginx = await startNginx({ dir: `${common.DATA_DIR}/nginx`, port: 18082, upstream: 18081, probe: '/healthz' });
try {
  await new Promise((r) => setTimeout(r, 2000));
  const idle = { auth: await rssMb(auth.child.pid!), gateway: await rssMb(gateway.child.pid!) };

  const res = await fetch('http://127.0.0.1:18080/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Coach', email: `bench.${tag}@example.com`, password: 'benchmark1' }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };

  await load('http://127.0.0.1:18081/auth/me', { connections, seconds: 2, headers });
  await load('http://127.0.0.1:18080/api/auth/me', { connections, seconds: 2, headers });
  if (nginx) await load('http://127.0.0.1:18082/api/auth/me', { connections, seconds: 2, headers });
  // Alternating rounds, compared by their medians, so a drift of the shared machine hits both paths alike.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const directRuns: LoadResult[] = [];
  const gatewayRuns: LoadResult[] = [];
  const nginxRuns: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    directRuns.push(await load('http://127.0.0.1:18081/auth/me', { connections, seconds, headers }));
    gatewayRuns.push(await load('http://127.0.0.1:18080/api/auth/me', { connections, seconds, headers }));
    if (nginx) nginxRuns.push(await load('http://127.0.0.1:18082/api/auth/me', { connections, seconds, headers }));
  }
  const median = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
  const direct = median(directRuns);
  const viaGateway = median(gatewayRuns);
  const loaded = { auth: await rssMb(auth.child.pid!), gateway: await rssMb(gateway.child.pid!) };

  console.log(`\nGET /auth/me, ${connections} connections, ${rounds} alternating rounds of ${seconds} s (auth on PostgreSQL); medians`);
  console.log('path               req/s    p50 ms   p99 ms   errors');
  const viaNginx = nginx ? median(nginxRuns) : undefined;
  for (const [label, r] of [['direct to auth', direct], ['through gateway', viaGateway], ...(viaNginx ? [['through nginx', viaNginx] as const] : [])] as const) {
    console.log(`${label.padEnd(17)} ${fmt(r.rps, 0).padStart(6)}  ${fmt(r.p50, 2).padStart(7)}  ${fmt(r.p99, 2).padStart(7)}   ${r.errors}`);
  }
  console.log(`rounds (req/s): direct ${directRuns.map((r) => fmt(r.rps, 0)).join(', ')}; gateway ${gatewayRuns.map((r) => fmt(r.rps, 0)).join(', ')}${nginx ? `; nginx ${nginxRuns.map((r) => fmt(r.rps, 0)).join(', ')}` : ''}`);
  console.log(`throughput ratio gateway/direct: ${fmt(viaGateway.rps / direct.rps, 2)} (target ≥ 0.80)`);
  if (viaNginx) console.log(`throughput ratio gateway/nginx: ${fmt(viaGateway.rps / viaNginx.rps, 2)} (target ≥ 0.85)`);
  console.log(`RSS idle:   auth ${fmt(idle.auth)} MB, gateway ${fmt(idle.gateway)} MB (target ≤ 90 MB each)`);
  console.log(`RSS loaded: auth ${fmt(loaded.auth)} MB, gateway ${fmt(loaded.gateway)} MB`);
} finally {
  nginx?.kill('SIGTERM');
  await stopAll(procs);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "lf_bench_auth_${tag}" with (force)`);
  await admin.end();
}
