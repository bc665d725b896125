import type { ServiceApp } from './http';

/** Listens, and closes the app and its resources once on SIGINT/SIGTERM. */
export async function serve(app: ServiceApp, options: { port: number; host: string; onClose?: () => Promise<void> }) {
  await app.listen({ port: options.port, host: options.host });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await options.onClose?.();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
