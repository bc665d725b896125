import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeModel, modelPlan } from './fake-model';
import { planRequest, startTestTraining, type TestTraining } from './helpers';

let t: TestTraining;
beforeAll(async () => {
  // The wait is long enough that 24 plans shared by two workers never reach it on a loaded machine; the give-up test's model is slower still.
  t = await startTestTraining({ workers: 0, env: { GENERATION_WAIT_MS: '4000' } });
});
afterAll(async () => {
  await t?.close();
});

const generate = (auth: { authorization: string }) => t.inject({ method: 'POST', url: '/training/generate', headers: auth, payload: planRequest() });

describe('generation workers', () => {
  it('answers 503 {detail} at once when no worker is running (NATS says no one responds, no wait), and keeps the allowance', async () => {
    const coach = await t.user();
    const res = await generate(coach.auth);
    expect(res.statusCode).toBe(503);
    // Not "took too long": the answer came from NATS's no-responders status, not from the wait running out.
    expect(res.json()).toEqual({ detail: 'No plan writer is available right now. Please try again in a moment.' });
    expect((await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json()).toMatchObject({ can_use: true, used: 0 });
  });

  it('shares the work between two workers of the queue group', async () => {
    const [first, second] = [await t.addWorker(), await t.addWorker()];
    const coach = await t.user({ subscription_type: 'elite_monthly' });
    const results = await Promise.all(Array.from({ length: 24 }, () => generate(coach.auth)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    expect(first!.handled).toBeGreaterThan(0);
    expect(second!.handled).toBeGreaterThan(0);
    expect(first!.handled + second!.handled).toBe(24);
    await Promise.all(t.workers.splice(0).map((w) => w.close()));
  });

  it('gives up after the configured wait with 503, and gives the allowance back', async () => {
    // The model answers only once the service has given up (the 503 is in): slower than the wait, however long the wait takes.
    const model = await fakeModel({ held: true, answer: () => modelPlan('2,800', '2,000') });
    try {
      await t.addWorker({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: model.url });
      const coach = await t.user();
      const res = await generate(coach.auth);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'Writing the plan took too long. Please try again in a moment.' });
      expect((await t.inject({ method: 'GET', url: '/usage/check', headers: coach.auth })).json()).toMatchObject({ can_use: true, used: 0 });
    } finally {
      model.release();
      await Promise.all(t.workers.splice(0).map((w) => w.close()));
      await model.close();
    }
  });

  it('answers health probes when WORKER_HEALTH_PORT is set', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const worker = await t.addWorker({ WORKER_HEALTH_PORT: String(port) });
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: 'ready' });
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await Promise.all(t.workers.splice(0).map((w) => w.close()));
    }
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(worker.handled).toBe(0);
  });
});
