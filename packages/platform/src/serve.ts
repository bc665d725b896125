import type { ServiceApp } from './http';
import type { Logger } from './logger';

/**
 * Runs `close` once on SIGINT/SIGTERM, then exits. A close that hangs is cut off after 10 s so an
 * orchestrator's restart is never blocked.
 */
export function closeOnSignals(close: () => Promise<void>, logger: Pick<Logger, 'info' | 'error'>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await close();
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Listens; on a signal `close` (default: the app alone) releases everything the process holds. */
export async function serve(app: ServiceApp, options: { port: number; host: string; close?: () => Promise<void> }) {
  await app.listen({ port: options.port, host: options.host });
  closeOnSignals(options.close ?? (() => app.close()), app.log);
}
