// `npm run bench -- reliability`: the stack as `npm start` runs it (built, supervised, embedded
// PostgreSQL, a private NATS) under 10,000 generated bad requests, the authorisation matrix at the
// gateway and at each service, a 200-connection mixed load, and faults (kill -9 of each process,
// NATS stopped, PostgreSQL killed) with events counted end to end. BENCH_PARTS picks parts
// (fuzz,matrix,load,faults, and on request cost: the CPU each process spends per request of each
// route of the load mix); BENCH_FUZZ_COUNT, BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS size them.
import type { ServiceName } from '../../packages/contracts/src/api';
import { startPrivateNats } from '../../packages/platform/src/testing';
import { fuzz, type OpenApiDocument } from '../../infra/reliability/fuzz';
import { authorisationMatrix, matrixTable } from '../../infra/reliability/matrix';
import { principals } from '../../infra/reliability/principals';
import { faults } from './faults';
import { mixedLoad, reliabilityMix } from './load-mix';
import { routeCost, type Accounted } from './route-cost';
import { benchStack } from './stack';

const parts = new Set((process.env.BENCH_PARTS ?? 'fuzz,matrix,load,faults').split(','));
const fuzzCount = Number(process.env.BENCH_FUZZ_COUNT ?? 10_000);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const loadConnections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

const nats = await startPrivateNats();
const stack = await benchStack('rel', { NATS_URL: nats.url });
const ports: Record<ServiceName, number> = { auth: 0, training: 1, billing: 2, export: 3, admin: 4 };
const running = new Set((Object.keys(stack.pids()) as ServiceName[]).filter((name) => name in ports));
console.log(`stack at ${stack.base}; services: ${[...running].join(', ')}`);

try {
  const fixtures = await principals({ base: stack.base, admin: stack.admin, env: stack.env });
  const doc = (await (await fetch(`${stack.base}/api/docs/json`)).json()) as OpenApiDocument;

  if (parts.has('matrix')) {
    const targets = [{ base: stack.base, prefix: '/api', label: 'gateway' }, ...[...running].map((service) => ({ base: `http://127.0.0.1:${stack.servicePortBase + ports[service]}`, prefix: '', service, label: service }))];
    for (const target of targets) {
      const rows = await authorisationMatrix({ fixtures: fixtures.matrix, running, target });
      const wrong = rows.filter((r) => !r.ok);
      console.log(`\nAuthorisation matrix at ${target.label}: ${rows.length} cells, ${rows.length - wrong.length} as declared (${fmt((100 * (rows.length - wrong.length)) / rows.length)} %)`);
      if (target.label === 'gateway' || wrong.length > 0) console.log(matrixTable(rows));
    }
  }

  if (parts.has('fuzz')) {
    const started = performance.now();
    const report = await fuzz({ base: stack.base, doc, fixtures: fixtures.fuzz, count: fuzzCount, seed: 7, running, concurrency: 16 });
    console.log(`\nFuzz: ${report.sent} bad requests in ${fmt((performance.now() - started) / 1000)} s over ${doc ? Object.keys(doc.paths).length : 0} documented paths (seed 7)`);
    console.log(`  by status: ${Object.entries(report.byStatus).map(([s, n]) => `${s}×${n}`).join('  ')}`);
    console.log(`  5xx: ${report.serverErrors.length}   hangs: ${report.hangs.length}   4xx without {detail}: ${report.badErrorBodies.length}   slowest: ${fmt(report.slowestMs, 0)} ms`);
    for (const finding of [...report.serverErrors, ...report.hangs, ...report.badErrorBodies].slice(0, 20)) console.log(`  ! ${JSON.stringify(finding)}`);
    const healthy = (await fetch(`${stack.base}/readyz`)).status === 200 && (await fetch(`${stack.base}/api/auth/me`, { headers: { authorization: `Bearer ${fixtures.matrix.tokens.userA}` } })).status === 200;
    console.log(`  stack healthy after: ${healthy ? 'yes' : 'NO'}`);
  }

  const mix = reliabilityMix(fixtures.matrix);

  if (parts.has('cost')) {
    // A's history first holds a few dozen plans, as the load leaves it; a generate costs far more than a read.
    const generate = mix.find((r) => r.method === 'POST')!;
    for (let i = 0; i < 40; i++) await (await fetch(`${stack.base}${generate.path}`, { method: 'POST', headers: generate.headers, body: generate.body ?? null })).body?.cancel();
    const pids = stack.pids();
    const accounted: Record<string, Accounted> = {};
    for (const name of ['training', 'training-worker', 'gateway', 'auth']) if (pids[name]) accounted[name] = { pid: pids[name] };
    if (pids.postgres) accounted.postgres = { postmaster: pids.postgres };
    const { msPerRequest, statuses } = await routeCost(stack.base, mix.map((r) => ({ ...r, requests: r.method === 'POST' ? 200 : 1500 })), accounted);
    const names = Object.keys(accounted);
    console.log('\nCPU ms per request, by process (each route alone, 16 at a time; best of 2 rounds)');
    console.log(`${'route'.padEnd(27)}${names.map((n) => n.padStart(16)).join('')}   statuses`);
    for (const [route, row] of Object.entries(msPerRequest)) {
      console.log(`${route.padEnd(27)}${names.map((n) => fmt(row[n]!, 2).padStart(16)).join('')}   ${Object.entries(statuses[route]!).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    }
  }

  if (parts.has('load')) {
    const { total, byRoute } = await mixedLoad(stack.base, mix, { connections: loadConnections, seconds: loadSeconds });
    console.log(`\nLoad: ${loadConnections} connections for ${loadSeconds} s, mixed (targets: 0 errors, p99 ≤ 150 ms)`);
    console.log('route                        req/s    p50 ms   p99 ms   errors   statuses');
    for (const [name, f] of [...Object.entries(byRoute), ['all', total] as const]) {
      console.log(`${name.padEnd(27)} ${fmt(f.rps, 0).padStart(6)}  ${fmt(f.p50, 1).padStart(7)}  ${fmt(f.p99, 1).padStart(7)}   ${String(f.errors).padStart(6)}   ${Object.entries(f.statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    }
  }

  if (parts.has('faults')) {
    const admin = await (await fetch(`${stack.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stack.admin) })).json() as { access_token: string };
    const asAdmin = { authorization: `Bearer ${admin.access_token}` };
    const before = ((await (await fetch(`${stack.base}/api/auth/me`, { headers: asAdmin })).json()) as { total_workouts_created: number }).total_workouts_created;
    // The administrator writes plans all along (no allowance), two at a time: each 201 is a
    // workout_created event that must reach auth's counter exactly once, whatever dies meanwhile.
    let writing = true;
    let made = 0;
    const writers = Array.from({ length: 2 }, async () => {
      while (writing) {
        const res = await fetch(`${stack.base}/api/training/generate`, {
          method: 'POST',
          headers: { ...asAdmin, 'content-type': 'application/json' },
          body: JSON.stringify({ date: '2026-11-24', description: 'Masters 2500 SCY aerobic' }),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => undefined);
        if (res?.status === 201) made += 1;
        await res?.body?.cancel();
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const probes = [
      { service: 'auth', path: '/api/auth/me', headers: asAdmin, healthy: (s: number) => s === 200 },
      { service: 'training', path: '/api/usage/check', headers: asAdmin, healthy: (s: number) => s === 200 },
      { service: 'export', path: '/api/training/download/x/zz', headers: {}, healthy: (s: number) => s === 400 },
      { service: 'billing', path: '/api/subscription/billing-status', headers: asAdmin, healthy: (s: number) => s === 200 },
      { service: 'admin', path: '/api/admin/messages', headers: asAdmin, healthy: (s: number) => s === 200 },
    ];
    const figures = await faults(stack, nats, probes);
    writing = false;
    await Promise.all(writers);
    const counted = async () => ((await (await fetch(`${stack.base}/api/auth/me`, { headers: asAdmin })).json()) as { total_workouts_created: number }).total_workouts_created - before;
    const deadline = Date.now() + 90_000;
    let seen = await counted();
    while (seen < made && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      seen = await counted();
    }
    console.log('\nFaults (probes every 20 ms through the gateway; targets: 503 {detail} within 1 s, recovery without a hand, no other breakage)');
    console.log('fault                   first 503 ms   recovered after ms   wrong answers   collateral');
    for (const f of figures) console.log(`${f.fault.padEnd(23)} ${String(f.firstRefusalMs ?? '—').padStart(12)}   ${String(f.recoveryMs ?? 'never').padStart(18)}   ${String(f.wrongAnswers).padStart(13)}   ${String(f.collateral).padStart(10)}`);
    console.log(`Events: ${made} plans written during the faults; auth counted ${seen}: lost ${Math.max(0, made - seen)}, double-applied ${Math.max(0, seen - made)}`);
  }
} finally {
  await stack.stop();
  await nats.stop();
}
