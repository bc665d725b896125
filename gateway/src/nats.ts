import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '@laneforge/platform/logger';

/**
 * The edge's link to NATS (shared rate limits, session revocation notices). The gateway starts and
 * answers without it: the link is made in the background and reconnects forever.
 */
export function edgeLink(url: string, logger: Logger): { ready: Promise<NatsConnection>; close(): Promise<void> } {
  let closed = false;
  let current: NatsConnection | undefined;
  const ready = connect({ servers: url, name: 'gateway', maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true });
  ready.then(
    (nc) => {
      current = nc;
      if (closed) void nc.close();
      else logger.info({ url }, 'connected to NATS');
    },
    (err: unknown) => logger.warn({ err: (err as Error).message }, 'NATS unreachable; shared rate limits and revocation notices are off'),
  );
  return {
    ready,
    async close() {
      closed = true;
      if (current && !current.isClosed()) await current.close();
    },
  };
}
