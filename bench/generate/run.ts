// POST /api/training/generate through the gateway. (1) The est provider: latency, target p50 ≤ 60 ms.
// (2) Throughput with 1 and then 2 workers against a fake OpenAI-compatible model answering in
// 300 ms: target ratio ≥ 1.8. Prints figures; never fails on speed. Build first: npm run build.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { NODE_FLAGS } from '../../infra/scripts/lib/node-flags.mjs';
import { fmt, load } from '../lib/load';
import { root, startProcess, stopAll, type Proc } from '../lib/stack';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const modelDelayMs = 300;
const tag = randomBytes(3).toString('hex');
const databases = [`lf_bench_auth_${tag}`, `lf_bench_training_${tag}`];
const admin = { email: `bench.admin.${tag}@example.com`, password: 'bench-admin-password' };
const shared = { NATS_STREAM: `LF_BENCH_${tag.toUpperCase()}`, EVENT_SUBJECT_PREFIX: `bench${tag}`, DATABASE_URL: databaseUrl, DATA_DIR: `/tmp/lf-bench-${tag}` };
const request = { date: '2025-03-03', description: 'High school, 2800 SCY, threshold freestyle', plan_type: 'workout', coach_notes: null };

/** An OpenAI-compatible model that always writes the same valid plan, after a fixed think time. */
async function fakeModel() {
  const plan = [
    '**Threshold Freestyle Session**',
    'Date: 2025-03-03 | Course: SCY | Level: High school | Focus: Threshold',
    '',
    'Warm-up (600)',
    '- 400 Free — REC, easy',
    '- 4 x 50 Kick @ 1:10 — EN1, build',
    '',
    'Main Set (2,000)',
    '- 10 x 200 Free @ 3:00 — EN2, hold pace',
    '',
    'Cool-down (200)',
    '- 200 Choice — REC, easy',
    '',
    'Total: 2,800 yards',
  ].join('\n');
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'bench', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, message: { role: 'assistant', content: plan }, finish_reason: 'stop' }] }));
      }, modelDelayMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => server.close() };
}

/** A worker has no port: it is ready when it says so on its log. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'services/training/dist/main.js'), 'worker'], {
    cwd: path.join(root, 'services/training'),
    env: { ...process.env, NODE_ENV: 'production', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('training worker ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

const stopChild = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

const model = await fakeModel();
const procs: Proc[] = [];
const workers: ChildProcess[] = [];
try {
  procs.push(await startProcess('auth', 'services/auth', 18091, { ...shared, DATABASE_NAME: databases[0]!, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }));
  const services = { AUTH_URL: 'http://127.0.0.1:18091' };
  procs.push(await startProcess('training', 'services/training', 18092, { ...shared, ...services, DATABASE_NAME: databases[1]! }));
  procs.push(await startProcess('gateway', 'gateway', 18090, { ...services, TRAINING_URL: 'http://127.0.0.1:18092' }));

  const login = await fetch('http://127.0.0.1:18090/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  // The administrator is unlimited once training has projected the account from auth's event.
  for (let tries = 0; ; tries++) {
    const usage = (await (await fetch('http://127.0.0.1:18090/api/usage/check', { headers })).json()) as { tier?: string };
    if (usage.tier === 'admin') break;
    if (tries > 100) throw new Error('training never learned of the administrator');
    await new Promise((r) => setTimeout(r, 100));
  }
  const generate = (connections: number, duration: number) =>
    load('http://127.0.0.1:18090/api/training/generate', { connections, seconds: duration, headers, method: 'POST', body: JSON.stringify(request) });

  const est = await startWorker({ ...shared });
  await generate(4, 2);
  const estRun = await generate(4, seconds);
  await stopChild(est);

  const modelEnv = { ...shared, OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'bench' };
  workers.push(await startWorker(modelEnv));
  await generate(24, 2);
  const one = await generate(24, seconds);
  workers.push(await startWorker(modelEnv));
  await generate(24, 2);
  const two = await generate(24, seconds);

  console.log(`\nPOST /api/training/generate through the gateway, ${seconds} s per run (PostgreSQL, NATS)`);
  console.log('run                                   req/s    p50 ms   p99 ms   errors');
  for (const [label, r] of [
    ['est, 1 worker, 4 connections', estRun],
    [`model ${modelDelayMs} ms, 1 worker, 24 conn.`, one],
    [`model ${modelDelayMs} ms, 2 workers, 24 conn.`, two],
  ] as const) {
    console.log(`${label.padEnd(36)} ${fmt(r.rps, 1).padStart(6)}  ${fmt(r.p50, 1).padStart(7)}  ${fmt(r.p99, 1).padStart(7)}   ${r.errors}`);
  }
  console.log(`est p50: ${fmt(estRun.p50, 1)} ms (target ≤ 60 ms)`);
  console.log(`throughput ratio 2 workers / 1 worker: ${fmt(two.rps / one.rps, 2)} (target ≥ 1.80)`);
} finally {
  await Promise.all(workers.map(stopChild));
  await stopAll(procs);
  model.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const name of databases) await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
