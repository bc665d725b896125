// `npm run bench -- footprint`: the memory the stack as `npm start` runs it (built, supervised,
// embedded PostgreSQL, on a private NATS) holds, per process, as PSS from /proc/<pid>/smaps_rollup:
// pages shared between processes (PostgreSQL's shared buffers, the Node binary) are split among
// them, so the figures add up to what the stack costs the machine, which RSS does not. Measured
// idle (after BENCH_IDLE_SECONDS), then right after the mixed load of `bench -- reliability`
// (BENCH_LOAD_CONNECTIONS for BENCH_LOAD_SECONDS; 0 skips it) and again once it has settled.
// Each figure is the median of three samples a few seconds apart. Targets (issue 27): whole stack
// ≤ 400 MB idle, ≤ 500 MB after load. Node flags of the services: LANEFORGE_NODE_FLAGS; glibc's
// malloc settings: MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ (infra/scripts/lib/node-flags.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startPrivateNats } from '../../packages/platform/src/testing';
import { NODE_FLAGS, SERVICE_ENV } from '../../infra/scripts/lib/node-flags.mjs';
import { principals } from '../../infra/reliability/principals';
import { mixedLoad, reliabilityMix } from '../reliability/load-mix';
import { benchStack } from '../reliability/stack';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const loadConnections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const fmt = (n: number) => n.toFixed(1);

interface Memory {
  pss: number;
  rss: number;
}

/** PSS and RSS of one process in MB; zero for a process that has gone. */
function memoryOf(pid: number): Memory {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    return { pss: kb('Pss') / 1024, rss: kb('Rss') / 1024 };
  } catch {
    return { pss: 0, rss: 0 };
  }
}

/** Every process under `pid` (itself included): PostgreSQL's backends and workers are the postmaster's children. */
function withDescendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields that follow the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [pid];
  for (let i = 0; i < found.length; i++) found.push(...(parents.get(found[i]!) ?? []));
  return found;
}

/** The stack's processes by name: the launcher, each service, PostgreSQL (all its processes), and NATS. */
function processesOf(dataDir: string, natsPid: number | undefined): Map<string, number[]> {
  const state = JSON.parse(readFileSync(path.join(dataDir, 'launcher.json'), 'utf8')) as { pid: number; children: Record<string, { pid: number }> };
  const named = new Map<string, number[]>([['launcher', [state.pid]]]);
  for (const [name, child] of Object.entries(state.children)) named.set(name, withDescendants(child.pid));
  if (natsPid) named.set('nats (private)', [natsPid]);
  return named;
}

/** The median of three samples, `gap` seconds apart, of each process group's summed PSS and RSS. */
async function sample(named: Map<string, number[]>, gap = 3): Promise<Map<string, Memory>> {
  const samples: Array<Map<string, Memory>> = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(gap);
    samples.push(
      new Map(
        [...named].map(([name, pids]) => {
          const memories = pids.map(memoryOf);
          return [name, { pss: memories.reduce((n, m) => n + m.pss, 0), rss: memories.reduce((n, m) => n + m.rss, 0) }];
        }),
      ),
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  return new Map([...named.keys()].map((name) => [name, { pss: median(samples.map((s) => s.get(name)!.pss)), rss: median(samples.map((s) => s.get(name)!.rss)) }]));
}

const nats = await startPrivateNats();
const stack = await benchStack('foot', { NATS_URL: nats.url });
try {
  const natsPid = withDescendants(process.pid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('nats-server');
    } catch {
      return false;
    }
  });
  const named = processesOf(stack.dataDir, natsPid);
  const columns: Array<[string, Map<string, Memory>]> = [];
  await sleep(idleSeconds);
  columns.push([`idle ${idleSeconds} s`, await sample(named)]);

  if (loadSeconds > 0) {
    const fixtures = await principals({ base: stack.base, admin: stack.admin, env: stack.env });
    const { total } = await mixedLoad(stack.base, reliabilityMix(fixtures.matrix), { connections: loadConnections, seconds: loadSeconds });
    columns.push(['after load', await sample(named, 1)]);
    console.log(`\nLoad: the reliability mix, ${loadConnections} connections for ${loadSeconds} s: ${fmt(total.rps)} req/s, ${total.errors} errors`);
    await sleep(settleSeconds);
    columns.push([`${settleSeconds} s later`, await sample(named)]);
  }

  const malloc = Object.entries(SERVICE_ENV).map(([key, value]) => `${key}=${value}`).join(' ');
  console.log(`\nMemory per process, MB: PSS (RSS); median of 3 samples. Node flags: --enable-source-maps ${NODE_FLAGS.join(' ')}; ${malloc}`);
  console.log(`${'process'.padEnd(18)}${columns.map(([label]) => label.padStart(20)).join('')}`);
  const stackNames = [...named.keys()].filter((name) => name !== 'nats (private)');
  for (const name of named.keys()) {
    console.log(`${name.padEnd(18)}${columns.map(([, m]) => `${fmt(m.get(name)!.pss)} (${fmt(m.get(name)!.rss)})`.padStart(20)).join('')}`);
  }
  const total = (m: Map<string, Memory>, names: string[]) => names.reduce((n, name) => n + m.get(name)!.pss, 0);
  console.log(`${'stack, PSS'.padEnd(18)}${columns.map(([, m]) => fmt(total(m, stackNames)).padStart(20)).join('')}   (launcher, services, PostgreSQL; targets: ≤ 400 idle, ≤ 500 after load)`);
  if (natsPid) console.log(`${'with NATS, PSS'.padEnd(18)}${columns.map(([, m]) => fmt(total(m, [...named.keys()])).padStart(20)).join('')}   (npm start uses a NATS already running, else starts one)`);
} finally {
  await stack.stop();
  await nats.stop();
}
