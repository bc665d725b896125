import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { SERVICE_TOKEN_HEADER, serviceCredentials } from './internal';

/**
 * Integration tests talk to real PostgreSQL and NATS. Each test file gets its own database,
 * stream and subject prefix, so files run in parallel without seeing each other.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export interface Isolation {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function isolatedEnv(service: string, extra: Record<string, string> = {}): Promise<Isolation> {
  const tag = randomBytes(4).toString('hex');
  const databaseName = `lf_test_${service}_${tag}`;
  const stream = `LF_TEST_${tag.toUpperCase()}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), `lf-${service}-`));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_NAME: databaseName,
    DATABASE_POOL_SIZE: '5',
    NATS_URL: TEST_NATS_URL,
    NATS_STREAM: stream,
    EVENT_SUBJECT_PREFIX: `t${tag}`,
    DATA_DIR: dataDir,
    INTERNAL_SECRET: randomBytes(32).toString('hex'),
    ...extra,
  };
  return {
    env,
    async cleanup() {
      await dropDatabase(databaseName);
      await deleteStream(env.NATS_URL, stream);
    },
  };
}

export async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function deleteStream(url: string, stream: string) {
  const nc = await connect({ servers: url }).catch(() => undefined);
  if (!nc) return;
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Polls until `check` returns a truthy value or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 5_000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** A private nats-server for tests that stop and start the broker. */
export interface NatsProcess {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateNats(): Promise<NatsProcess> {
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const storeDir = await mkdtemp(path.join(tmpdir(), 'lf-nats-'));
  let child: ChildProcess | undefined;
  const listening = () =>
    eventually(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
      10_000,
    );
  const handle: NatsProcess = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
      await listening();
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await handle.start();
  return handle;
}

/**
 * Stands in for the auth service in a service's own tests: publishes a signing key as JWKS, answers
 * session checks (to callers with a service credential, as auth does) and signs tokens, so the
 * service verifies real EdDSA tokens exactly as in production.
 */
export async function fakeAuth(internalSecret: string) {
  const credentials = serviceCredentials('auth', new TextEncoder().encode(internalSecret));
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' };
  const server: Server = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/jwks.json') return res.end(JSON.stringify({ keys: [jwk] }));
    const sid = /^\/internal\/sessions\/(.+)$/.exec(req.url ?? '')?.[1];
    if (sid && !(await credentials.verify(req.headers[SERVICE_TOKEN_HEADER] as string | undefined))) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ detail: 'service credential required' }));
    }
    if (sid) return res.end(JSON.stringify({ active: true }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token: (userId: string, role: 'user' | 'admin' = 'user') =>
      new SignJWT({ role, sid: randomUUID() }).setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' }).setSubject(userId).setIssuer('laneforge-auth').setAudience('laneforge').setExpirationTime('1h').sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
