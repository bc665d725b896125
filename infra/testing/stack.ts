import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceName } from '../../packages/contracts/src/api';
import type { RunningService } from '../../packages/platform/src/service';
import { deleteStream, dropDatabase, isolatedEnv } from '../../packages/platform/src/testing';
import { buildGateway, type Gateway } from '../../gateway/src/app';
import { adminService } from '../../services/admin/src/service';
import { authService } from '../../services/auth/src/service';
import { billingService } from '../../services/billing/src/service';
import { exportService } from '../../services/export/src/service';
import { trainingWorker } from '../../services/training/src/generation/worker';
import { trainingService } from '../../services/training/src/service';

/** The services this repository has, in start order (each may need the ones before it). */
const SERVICES = [
  { name: 'auth', definition: authService },
  { name: 'training', definition: trainingService },
  { name: 'billing', definition: billingService },
  { name: 'export', definition: exportService },
  { name: 'admin', definition: adminService },
] as const;

export interface InProcessStack {
  /** The gateway, as the browser sees it. */
  base: string;
  /** Each running service's own address (behind the gateway). */
  services: Partial<Record<ServiceName, string>>;
  gateway: Gateway;
  admin: { email: string; password: string };
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The whole product in this test process, on real PostgreSQL (a database per service) and NATS (a
 * stream and subject prefix of its own), behind the real gateway: what `npm start` runs, without
 * building or spawning anything.
 */
export async function startInProcessStack(extra: Record<string, string> = {}): Promise<InProcessStack> {
  const admin = { email: `admin.${randomBytes(3).toString('hex')}@example.com`, password: 'stack-admin-password' };
  const iso = await isolatedEnv('stack', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, GENERATION_WAIT_MS: '20000', ...extra });
  const env: Record<string, string> = { ...iso.env };
  const running: Array<RunningService<unknown>> = [];
  const urls: Partial<Record<ServiceName, string>> = {};
  const databases: string[] = [];
  for (const { name, definition } of SERVICES) {
    const database = `${iso.env.DATABASE_NAME}_${name}`;
    databases.push(database);
    const service = await definition.build({ ...env, DATABASE_NAME: database } as Record<string, string>);
    await service.app.listen({ port: 0, host: '127.0.0.1' });
    running.push(service as RunningService<unknown>);
    urls[name] = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
    env[`${name.toUpperCase()}_URL`] = urls[name]!;
  }
  const worker = await trainingWorker.build(env);
  const dist = await mkdtemp(path.join(tmpdir(), 'lf-stack-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>LaneForge</title><div id="root"></div>');
  const gateway = await buildGateway({ ...env, FRONTEND_DIST: dist, AUTH_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_IP_MAX: '100000' });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`,
    services: urls,
    gateway,
    admin,
    env,
    async close() {
      await gateway.app.close();
      await worker.close();
      for (const service of running.reverse()) await service.close();
      for (const database of databases) await dropDatabase(database);
      await deleteStream(env.NATS_URL!, `KV_${env.EVENT_SUBJECT_PREFIX!.toUpperCase()}_EDGE_LIMITS`);
      await iso.cleanup();
    },
  };
}
