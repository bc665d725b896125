import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ConnectionLimits } from '@laneforge/platform/http';
import { deleteStream, isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import { authService, type AuthService } from '../../services/auth/src/service';
import { buildGateway, type Gateway } from '../src/app';

export interface Echoed {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Stands in for a service: records what reached it and answers 200. */
export function echoServer(): Promise<{ server: Server; url: string; seen: Echoed[] }> {
  const seen: Echoed[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: req.url, bytes: body.toString('base64'), requestId: req.headers['x-request-id'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

export interface EdgeStack {
  iso: Isolation;
  auth: AuthService;
  gateway: Gateway;
  /** What the gateway was built from: another replica built from it shares its limits and notices. */
  gatewayEnv: Record<string, string>;
  /** Stands in for billing and, unless `training` is given, for training too. */
  echo: Awaited<ReturnType<typeof echoServer>>;
  base: string;
  port: number;
  close(): Promise<void>;
}

/** The real auth service behind the real gateway, other services replaced by an echo server. */
export async function startEdge(options: { env?: Record<string, string>; connectionLimits?: Partial<ConnectionLimits> } = {}): Promise<EdgeStack> {
  const iso = await isolatedEnv('gateway', { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password-123' });
  const auth = await authService.build(iso.env);
  await auth.app.listen({ port: 0, host: '127.0.0.1' });
  const authUrl = `http://127.0.0.1:${(auth.app.server.address() as AddressInfo).port}`;
  const echo = await echoServer();
  const dist = await mkdtemp(path.join(tmpdir(), 'lf-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>LaneForge</title><div id="root"></div>');
  const gatewayEnv: Record<string, string> = {
      LOG_LEVEL: 'silent',
      AUTH_URL: authUrl,
      BILLING_URL: echo.url,
      TRAINING_URL: echo.url,
      EXPORT_URL: echo.url,
      FRONTEND_DIST: dist,
      AUTH_RATE_LIMIT_MAX: '5',
      AUTH_RATE_LIMIT_IP_MAX: '20',
      INTERNAL_SECRET: iso.env.INTERNAL_SECRET!,
      DATA_DIR: iso.env.DATA_DIR!,
      NATS_URL: iso.env.NATS_URL!,
      EVENT_SUBJECT_PREFIX: iso.env.EVENT_SUBJECT_PREFIX!,
      ...options.env,
  };
  const gateway = await buildGateway(gatewayEnv, options.connectionLimits ? { connectionLimits: options.connectionLimits } : {});
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (gateway.app.server.address() as AddressInfo).port;
  return {
    iso,
    auth,
    gateway,
    gatewayEnv,
    echo,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await gateway.app.close();
      await auth.close();
      echo.server.close();
      await deleteStream(iso.env.NATS_URL!, `KV_${iso.env.EVENT_SUBJECT_PREFIX!.toUpperCase()}_EDGE_LIMITS`);
      await iso.cleanup();
    },
  };
}

let n = 0;
/** Registers a new user through the gateway; answers their token. */
export async function register(base: string): Promise<{ email: string; token: string }> {
  const email = `gw.${Date.now()}.${n++}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Gate Keeper', email, password: 'gateway1' }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
  return { email, token: ((await res.json()) as { access_token: string }).access_token };
}
