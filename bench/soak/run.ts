// `npm run bench -- soak`: the stack as `npm start` runs it under 50 connections of the hot path
// (/auth/me, /usage/check, a share page) for BENCH_SOAK_SECONDS (default 600), sampling every
// process's RSS every 30 s. Target: every process ends within 5 % of its RSS after the first minute.
import { readFileSync } from 'node:fs';
import { principals } from '../../infra/reliability/principals';
import { startPrivateNats } from '../../packages/platform/src/testing';
import { mixedLoad } from '../reliability/load-mix';
import { benchStack } from '../reliability/stack';

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const stepSeconds = 30;

/** RSS of a process and its children (the embedded PostgreSQL runs several processes). */
function treeRssMb(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const child of readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) visit(Number(child));
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total / 1024;
}

const nats = await startPrivateNats();
const stack = await benchStack('soak', { NATS_URL: nats.url });
try {
  const fixtures = await principals({ base: stack.base, admin: stack.admin, env: stack.env });
  const b = { authorization: `Bearer ${fixtures.matrix.tokens.userB}` };
  const routes = [
    { name: 'GET /auth/me', method: 'GET' as const, path: '/api/auth/me', headers: b, weight: 50 },
    { name: 'GET /usage/check', method: 'GET' as const, path: '/api/usage/check', headers: b, weight: 25 },
    { name: 'GET /training/share/:id', method: 'GET' as const, path: `/api/training/share/${fixtures.matrix.workoutId}`, weight: 25 },
  ];
  const pids = stack.pids();
  const samples = new Map<string, number[]>(Object.keys(pids).map((name) => [name, []]));
  let requests = 0;
  let errors = 0;
  for (let elapsed = 0; elapsed < seconds; elapsed += stepSeconds) {
    const { total } = await mixedLoad(stack.base, routes, { connections, seconds: stepSeconds });
    requests += total.requests;
    errors += total.errors;
    for (const [name, pid] of Object.entries(pids)) samples.get(name)!.push(treeRssMb(pid));
    process.stdout.write(`  ${elapsed + stepSeconds} s: ${Math.round(total.rps)} req/s, p99 ${total.p99.toFixed(0)} ms\n`);
  }
  const firstMinute = Math.min(1, Math.floor(60 / stepSeconds) - 1);
  console.log(`\nSoak: ${connections} connections for ${seconds} s, ${requests} requests, ${errors} errors; RSS in MB (target: end within 5 % of minute 1)`);
  console.log('process            minute 1    end    change   samples');
  for (const [name, list] of samples) {
    const start = list[firstMinute] ?? list[0]!;
    const end = list.at(-1)!;
    const change = ((end - start) / start) * 100;
    console.log(`${name.padEnd(17)} ${start.toFixed(1).padStart(8)}  ${end.toFixed(1).padStart(7)}  ${`${change >= 0 ? '+' : ''}${change.toFixed(1)} %`.padStart(8)}   ${list.map((v) => v.toFixed(0)).join(' ')}`);
  }
} finally {
  await stack.stop();
  await nats.stop();
}
