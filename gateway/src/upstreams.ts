import type { ServiceName } from '@laneforge/contracts/api';
import type { GatewayConfig } from './config';

export interface Upstream {
  name: ServiceName;
  url: string;
  /** Longest the service may take to answer (plan generation is the long one). */
  timeoutMs: number;
  /**
   * Keep-alive connections the gateway holds to the service, the most requests it has in flight
   * there. A service runs one event loop: past what it can overlap (its database pool, its drawing
   * workers) more connections only queue inside it, and cost the gateway memory and CPU (bench
   * peers at 200 clients). Requests beyond them wait in the gateway, in order.
   */
  connections: number;
}

/** Where each service listens (ARCHITECTURE.md); which routes go where is the API table in contracts. */
export function upstreamsOf(config: GatewayConfig): Record<ServiceName, Upstream> {
  return {
    // Every signed-in page asks auth; its reads are prepared statements on a pool of 10.
    auth: { name: 'auth', url: config.AUTH_URL, timeoutMs: 15_000, connections: 32 },
    // A plan being written holds its connection until a worker answers (minutes at most): room for many.
    training: { name: 'training', url: config.TRAINING_URL, timeoutMs: config.GENERATION_TIMEOUT_MS, connections: 64 },
    // Files are drawn by a couple of worker threads; a few more connections keep them busy.
    export: { name: 'export', url: config.EXPORT_URL, timeoutMs: 30_000, connections: 16 },
    billing: { name: 'billing', url: config.BILLING_URL, timeoutMs: 30_000, connections: 16 },
    admin: { name: 'admin', url: config.ADMIN_URL, timeoutMs: 30_000, connections: 8 },
  };
}
