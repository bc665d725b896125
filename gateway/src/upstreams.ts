import type { ServiceName } from '@laneforge/contracts/api';
import type { GatewayConfig } from './config';

export interface Upstream {
  name: ServiceName;
  url: string;
  /** Longest the service may take to answer (plan generation is the long one). */
  timeoutMs: number;
}

/** Where each service listens (ARCHITECTURE.md); which routes go where is the API table in contracts. */
export function upstreamsOf(config: GatewayConfig): Record<ServiceName, Upstream> {
  return {
    auth: { name: 'auth', url: config.AUTH_URL, timeoutMs: 15_000 },
    training: { name: 'training', url: config.TRAINING_URL, timeoutMs: config.GENERATION_TIMEOUT_MS },
    export: { name: 'export', url: config.EXPORT_URL, timeoutMs: 30_000 },
    billing: { name: 'billing', url: config.BILLING_URL, timeoutMs: 30_000 },
    admin: { name: 'admin', url: config.ADMIN_URL, timeoutMs: 30_000 },
  };
}
