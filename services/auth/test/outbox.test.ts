import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateNats, type NatsProcess } from '@laneforge/platform/testing';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let nats: NatsProcess;
let auth: TestAuth;
beforeAll(async () => {
  nats = await startPrivateNats();
  auth = await startTestAuth({ NATS_URL: nats.url });
});
afterAll(async () => {
  await auth?.close();
  await nats?.stop();
});

describe('auth events through the outbox', () => {
  it('delivers user_registered after NATS was down during the registration', async () => {
    await nats.stop();
    const email = uniqueEmail('outage');
    const res = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Outage Swimmer', email, password: 'backstroke1' } });
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.id;

    await nats.start();
    const nc = await connect({ servers: nats.url });
    try {
      const js = jetstream(nc);
      const { NATS_STREAM, EVENT_SUBJECT_PREFIX } = auth.iso.env;
      const consumer = await js.consumers.get(NATS_STREAM!, { filter_subjects: `${EVENT_SUBJECT_PREFIX}.auth.user_registered` });
      const deadline = Date.now() + 15_000;
      let found: { type: string; userId: string; payload: { user: { email: string } } } | undefined;
      while (!found && Date.now() < deadline) {
        const message = await consumer.next({ expires: 1_000 });
        const event = message?.json<{ type: string; userId: string; payload: { user: { email: string } } }>();
        if (event?.userId === userId) found = event;
      }
      expect(found?.type).toBe('auth.user_registered');
      expect(found?.payload.user.email).toBe(email);
    } finally {
      await nc.close();
    }
  });
});
