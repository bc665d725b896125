// `npm run bench -- analytics`: GET /api/training/analytics?weeks=12 through the gateway for a Pro
// coach with 500 stored plans (workouts and seasons written by the EST engine, spread over a year
// and in both units). Prints the first read (which stores the per-plan figures), p50/p99 of later
// reads, and the main cost of both queries' plans (EXPLAIN ANALYZE). Target (issue 16): p50 ≤ 50 ms.
// Needs `npm run build` (the gateway, auth and training bundles).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays } from '@laneforge/contracts';
import { composePlan } from '../../services/training/src/plan/index';
import { fmt, load } from '../lib/load';
import { startProcess, stopAll } from '../lib/stack';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLANS = Number(process.env.BENCH_PLANS ?? 500);
const tag = randomBytes(3).toString('hex');
const trainingDb = `lf_bench_analytics_training_${tag}`;
const authDb = `lf_bench_analytics_auth_${tag}`;
const common = {
  DATABASE_URL: databaseUrl,
  NATS_STREAM: `LF_BENCH_ANALYTICS_${tag.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `bench${tag}`,
  DATA_DIR: `/tmp/lf-bench-analytics-${tag}`,
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
  AUTH_URL: 'http://127.0.0.1:18281',
};

const descriptions = [
  'High school varsity, 5000 SCY, threshold freestyle',
  'Masters, 3000 SCM, sprint and IM',
  'College senior group, 6500 LCM, aerobic distance',
  '13-14 age group, 4000 SCY, backstroke and kick',
  'Club senior, 5500 SCY, race pace 200 free',
];

/** 500 plans over the last 50 weeks (10 a week), one in ten a season plan. */
function seedRows(userId: string, today: string) {
  return Array.from({ length: PLANS }, (_, i) => {
    const date = addDays(today, -Math.floor((i * 350) / PLANS));
    const season = i % 10 === 9;
    const description = season ? '8 week high school season, 5 practices a week, SCY' : descriptions[i % descriptions.length]!;
    const plan = composePlan({ date, description, plan_type: season ? 'season' : 'workout', seed: String(i) });
    return [randomUUID(), userId, date, plan.kind, description, plan.title, `**${plan.title}**`, JSON.stringify(plan), plan.totals.distance];
  });
}

async function seed(db: pg.Client, userId: string) {
  const today = new Date().toISOString().slice(0, 10);
  const rows = seedRows(userId, today);
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const values = chunk.map((_, r) => `(${Array.from({ length: 9 }, (_, c) => `$${r * 9 + c + 1}`).join(', ')}, 'est', 1)`).join(', ');
    await db.query(`insert into workouts (id, user_id, date, plan_type, description, title, generated_workout, plan, total, provider, version) values ${values}`, chunk.flat());
  }
}

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function explain(db: pg.Client, userId: string) {
  const queries = {
    'per-plan figures up to date (anti-join)': [
      `select w.id from workouts w left join plan_stats s on s.workout_id = w.id and s.version = w.version where w.user_id = $1 and w.plan is not null and s.workout_id is null`,
      [userId],
    ],
    '12 weeks of figures': [`select * from plan_stats where user_id = $1 and end_date >= current_date - 84 and date <= current_date + 7`, [userId]],
  } as const;
  for (const [label, [sql, params]] of Object.entries(queries)) {
    const { rows } = await db.query(`explain (analyze, buffers, format text) ${sql}`, [...params]);
    const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    console.log(`  ${label}:`);
    const main = lines.filter((l) => !/Execution Time|Planning Time/.test(l)).slice(0, 5);
    for (const line of [...main, ...lines.filter((l) => /Execution Time/.test(l))]) console.log(`    ${line.trim()}`);
  }
}

const procs = [];
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
try {
  procs.push(await startProcess('auth', 'services/auth', 18281, { ...common, DATABASE_NAME: authDb, ADMIN_PASSWORD: 'bench-admin-password' }));
  procs.push(await startProcess('training', 'services/training', 18282, { ...common, DATABASE_NAME: trainingDb }));
  procs.push(await startProcess('gateway', 'gateway', 18280, { ...common, TRAINING_URL: 'http://127.0.0.1:18282' }));
  const res = await fetch('http://127.0.0.1:18280/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Coach', email: `bench.analytics.${tag}@example.com`, password: 'benchmark1', timezone: 'America/Chicago' }),
  });
  const { access_token, user } = (await res.json()) as { access_token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${access_token}` };

  const db = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, `/${trainingDb}`) });
  await db.connect();
  // The coach on Pro: set in training's projection directly (billing is not part of this run).
  await until('the registration event', async () => ((await db.query('select 1 from entitlements where user_id = $1', [user.id])).rowCount ? true : undefined));
  await db.query(`update entitlements set subscription_type = 'pro_monthly', subscription_status = 'active' where user_id = $1`, [user.id]);
  const started = performance.now();
  await seed(db, user.id);
  console.log(`analytics: ${PLANS} plans stored in ${fmt((performance.now() - started) / 1000, 1)} s (engine-written, one in ten a season, 10 a week over 50 weeks)`);

  const url = 'http://127.0.0.1:18280/api/training/analytics?weeks=12';
  const first = performance.now();
  const firstRes = await fetch(url, { headers });
  const report = (await firstRes.json()) as { totals: { distance: number; sessions: number; planned: { distance: number } }; unit: string; converted_plans: number };
  if (firstRes.status !== 200) throw new Error(`analytics answered ${firstRes.status}: ${JSON.stringify(report)}`);
  console.log(`first read (stores the figures of all ${PLANS} plans): ${fmt(performance.now() - first, 1)} ms`);
  console.log(`  12 weeks: ${report.totals.sessions} sessions, ${report.totals.distance} ${report.unit} written, ${report.totals.planned.distance} planned, ${report.converted_plans} plans converted`);

  const sequential = await load(url, { connections: 1, seconds: Number(process.env.BENCH_SECONDS ?? 5), headers });
  console.log(`later reads through the gateway, one at a time: p50 ${fmt(sequential.p50, 2)} ms, p99 ${fmt(sequential.p99, 2)} ms (${sequential.requests} reads, ${sequential.errors} errors; target p50 ≤ 50 ms)`);
  const parallel = await load(url, { connections: 8, seconds: Number(process.env.BENCH_SECONDS ?? 5), headers });
  console.log(`8 at a time: ${fmt(parallel.rps, 0)} req/s, p50 ${fmt(parallel.p50, 2)} ms, p99 ${fmt(parallel.p99, 2)} ms, ${parallel.errors} errors`);
  console.log('query plans (EXPLAIN ANALYZE, after the first read):');
  await explain(db, user.id);
  await db.end();
} finally {
  await stopAll(procs);
  for (const name of [trainingDb, authDb]) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
