import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Workout } from '@laneforge/contracts/training';
import { SERVICE_TOKEN_HEADER, serviceCredentials } from '@laneforge/platform/internal';

const INTERNAL_SECRET = 'a-test-secret-shared-by-the-services-0123456789';
const trainingCredentials = serviceCredentials('training', new TextEncoder().encode(INTERNAL_SECRET));

/** Stands in for the training service's internal route (GET /internal/workouts/:id), which needs a service credential. */
export async function fakeTraining(workouts: Workout[], status?: number) {
  const seen: IncomingHttpHeaders[] = [];
  const callers: Array<string | undefined> = [];
  const server: Server = createServer(async (req, res) => {
    seen.push(req.headers);
    const caller = await trainingCredentials.verify(req.headers[SERVICE_TOKEN_HEADER] as string | undefined);
    callers.push(caller);
    if (!caller) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ detail: 'service credential required' }));
    }
    const id = /^\/internal\/workouts\/([^/]+)$/.exec(req.url ?? '')?.[1];
    const workout = workouts.find((w) => w.id === id);
    const code = status ?? (workout ? 200 : 404);
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(code === 200 ? workout : { detail: code === 404 ? 'Training plan not found' : 'boom' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, callers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The export service's environment in tests. A drawing's time budget is a minute: these tests say
 * what is drawn, on a machine whose speed they do not know (the budget's figures are the
 * benchmark's: `npm run bench -- security`); the heap budget is the product's.
 */
export const exportEnv = (trainingUrl: string, extra: Record<string, string> = {}) => ({
  TRAINING_URL: trainingUrl,
  LOG_LEVEL: 'silent',
  INTERNAL_SECRET,
  EXPORT_TIME_BUDGET_MS: '60000',
  ...extra,
});
