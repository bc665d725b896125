// `npm run bench -- peers`: the LaneForge gateway beside other reverse proxies on the same route,
// the export service's 400 for an unknown format (cheap, so the proxy's own cost shows): straight
// to the service, through the gateway, through nginx (Debian's), and through express-gateway (npm,
// installed in a throwaway folder outside the repository). Load from wrk (C, one thread), 50
// connections, alternating rounds. Target: gateway ≥ 0.6 × direct and ≥ 2 × express-gateway. Also
// the CPU each LaneForge process spends per request, which other work on the machine hardly moves.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, freePortRange } from '../../infra/scripts/lib/setup.mjs';
import { deleteStreams } from '../../infra/scripts/lib/private-stack.mjs';
import { startNginx } from '../lib/nginx';
import { startProcess, stopAll } from '../lib/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const have = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

if (!have('wrk') || !have('nginx')) await aptInstall('wrk', 'nginx-light');
if (!have('wrk')) throw new Error('wrk is needed: apt-get install wrk');

const base = await freePortRange(6);
const [exportPort, gatewayPort, nginxPort, egPort, egAdminPort] = [base, base + 1, base + 2, base + 3, base + 4];
const tag = randomBytes(3).toString('hex');
const scratch = path.join(tmpdir(), `lf-peers-${tag}`);
mkdirSync(scratch, { recursive: true });
const children: ChildProcess[] = [];

const exportService = await startProcess('export', 'services/export', exportPort, { TRAINING_URL: 'http://127.0.0.1:1', DATA_DIR: scratch });
const gateway = await startProcess('gateway', 'gateway', gatewayPort, {
  EXPORT_URL: `http://127.0.0.1:${exportPort}`,
  AUTH_URL: 'http://127.0.0.1:1',
  EVENT_SUBJECT_PREFIX: `peers${tag}`,
  DATA_DIR: scratch,
});

/** express-gateway, installed once in a throwaway folder (never in the repository). */
function startExpressGateway(): boolean {
  const dir = path.join(tmpdir(), 'lf-peers-express-gateway');
  if (!existsSync(path.join(dir, 'node_modules', 'express-gateway'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{"name":"peers","private":true}');
    if (spawnSync('npm', ['install', '--no-audit', '--no-fund', 'express-gateway@1.16.11'], { cwd: dir, stdio: 'ignore' }).status !== 0) return false;
  }
  const config = path.join(scratch, 'eg');
  mkdirSync(config, { recursive: true });
  // Its data models (users, applications, credentials) come with the package.
  cpSync(path.join(dir, 'node_modules', 'express-gateway', 'lib', 'config', 'models'), path.join(config, 'models'), { recursive: true });
  writeFileSync(
    path.join(config, 'gateway.config.yml'),
    `http:
  port: ${egPort}
admin:
  port: ${egAdminPort}
  host: 127.0.0.1
apiEndpoints:
  download:
    host: '*'
    paths: '/api/training/download/*'
serviceEndpoints:
  export:
    url: 'http://127.0.0.1:${exportPort}/training/download'
policies:
  - proxy
pipelines:
  download:
    apiEndpoints: [download]
    policies:
      - proxy:
          - action:
              serviceEndpoint: export
              stripPath: true
`,
  );
  writeFileSync(path.join(config, 'system.config.yml'), 'db:\n  redis:\n    emulate: true\n    namespace: EG\ncrypto:\n  cipherKey: sensitiveKey\n  algorithm: aes256\n  saltRounds: 10\nsession:\n  secret: keyboard cat\n  resave: false\n  saveUninitialized: false\naccessTokens:\n  timeToExpiry: 7200000\nrefreshTokens:\n  timeToExpiry: 7200000\nauthorizationCodes:\n  timeToExpiry: 300000\n');
  writeFileSync(path.join(scratch, 'eg-server.cjs'), `require(${JSON.stringify(path.join(dir, 'node_modules', 'express-gateway'))})().load(${JSON.stringify(config)}).run();`);
  children.push(spawn(process.execPath, [path.join(scratch, 'eg-server.cjs')], { stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'error' } }));
  return true;
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(url).then(
      (r) => r.status === 400,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** CPU time (user + system) a process has used, in µs, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
  return (utime! + stime!) * 10_000;
}

/** CPU µs per request of the gateway and of export in each round: unlike req/s, hardly moved by other work on the machine. */
const cpuPerRequest = new Map<string, Array<{ gateway: number; export: number }>>();

function wrk(url: string, duration = seconds, name?: string): number {
  const before = { gateway: cpuMicros(gateway.child.pid!), export: cpuMicros(exportService.child.pid!) };
  const out = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, url], { encoding: 'utf8' }).stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (name && requests > 0) {
    const used = { gateway: (cpuMicros(gateway.child.pid!) - before.gateway) / requests, export: (cpuMicros(exportService.child.pid!) - before.export) / requests };
    cpuPerRequest.set(name, [...(cpuPerRequest.get(name) ?? []), used]);
  }
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
}

const route = '/training/download/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f/zz';
const targets: Array<{ name: string; url: string }> = [
  { name: 'direct to export', url: `http://127.0.0.1:${exportPort}${route}` },
  { name: 'LaneForge gateway', url: `http://127.0.0.1:${gatewayPort}/api${route}` },
];
try {
  const nginx = await startNginx({ dir: path.join(scratch, 'nginx'), port: nginxPort, upstream: exportPort, probe: route });
  if (nginx) {
    children.push(nginx);
    targets.push({ name: 'nginx', url: `http://127.0.0.1:${nginxPort}/api${route}` });
  }
  if (startExpressGateway() && (await waitFor(`http://127.0.0.1:${egPort}/api${route}`))) targets.push({ name: 'express-gateway', url: `http://127.0.0.1:${egPort}/api${route}` });
  for (const target of targets) wrk(target.url, 2); // warm-up
  const results = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) for (const target of targets) results.get(target.name)!.push(wrk(target.url, seconds, target.name));
  const best = (name: string) => Math.max(...(results.get(name) ?? [0]));
  console.log(`\nGET ${route} (a 400 {detail}), ${connections} connections, ${rounds} rounds of ${seconds} s, wrk -t1; best round`);
  console.log('path                 req/s     rounds');
  for (const target of targets) console.log(`${target.name.padEnd(19)} ${String(Math.round(best(target.name))).padStart(6)}   ${results.get(target.name)!.map((r) => Math.round(r)).join(', ')}`);
  const direct = best('direct to export');
  const ours = best('LaneForge gateway');
  console.log(`gateway / direct: ${(ours / direct).toFixed(2)} (target ≥ 0.60)`);
  if (results.has('nginx')) console.log(`nginx / direct: ${(best('nginx') / direct).toFixed(2)}`);
  if (results.has('express-gateway')) console.log(`gateway / express-gateway: ${(ours / best('express-gateway')).toFixed(2)} (target ≥ 2)`);
  const spent = (name: string, process: 'gateway' | 'export') => (cpuPerRequest.get(name) ?? []).map((r) => r[process].toFixed(0)).join(', ');
  console.log(`CPU µs per request, by round: export ${spent('direct to export', 'export')} direct; through the gateway: export ${spent('LaneForge gateway', 'export')}, gateway ${spent('LaneForge gateway', 'gateway')}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await stopAll([gateway, exportService]);
  await deleteStreams(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', [`KV_PEERS${tag.toUpperCase()}_EDGE_LIMITS`]);
}
