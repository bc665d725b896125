import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail } from '../lib/browser';

const natsUrl = process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222';
const ownStream = process.env.E2E_NATS_STREAM!;
const ownPrefix = process.env.E2E_EVENT_PREFIX!;
const foreignStream = process.env.E2E_FOREIGN_STREAM!;

let nc: NatsConnection;
let js: JetStreamClient;
beforeAll(async () => {
  nc = await connect({ servers: natsUrl });
  js = jetstream(nc);
});
afterAll(() => nc?.close());

interface Seen {
  payload: { user?: { id: string; email: string }; workoutId?: string };
}

/** Every event in `stream` on `subject` (oldest first), read with an ephemeral ordered consumer. */
async function eventsIn(stream: string, subject: string): Promise<Seen[]> {
  const consumer = await js.consumers.get(stream, { filter_subjects: subject });
  const pending = (await consumer.info()).num_pending;
  const events = [];
  if (pending === 0) return [];
  const messages = await consumer.fetch({ max_messages: pending, expires: 2_000 });
  for await (const message of messages) {
    events.push(message.json<Seen>());
    if (events.length === pending) break;
  }
  return events;
}

describe('the test stack beside another stack on the same NATS', () => {
  it('has a stream and subject prefix of its own, not the default ones another stack uses', async () => {
    expect(ownStream).not.toBe('LANEFORGE');
    expect(ownPrefix).not.toBe('lf');
    const jsm = await jetstreamManager(nc);
    const own = await jsm.streams.info(ownStream);
    const foreign = await jsm.streams.info(foreignStream);
    expect(own.config.subjects).toEqual([`${ownPrefix}.>`]);
    expect(foreign.config.subjects).not.toContain(`${ownPrefix}.>`);
  });

  it('publishes its events to its own stream only, and never takes the other stack’s', async () => {
    // An event in the other stack's stream, as that stack's training would publish it (a type no
    // service consumes, so a developer's running stack is not disturbed by it).
    const strangerWorkout = randomUUID();
    const stranger = { id: randomUUID(), type: 'training.workout_refined', occurredAt: new Date().toISOString(), userId: randomUUID(), payload: { workoutId: strangerWorkout, version: 2, provider: 'est' } };
    await js.publish('lf.training.workout_refined', JSON.stringify(stranger));

    const email = uniqueEmail('isolated');
    const res = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Iso Lated', email, password: 'isolated1' }) });
    expect(res.status).toBe(201);

    await expect.poll(async () => (await eventsIn(ownStream, `${ownPrefix}.auth.user_registered`)).some((e) => e.payload.user?.email === email), { timeout: 10_000 }).toBe(true);
    expect((await eventsIn(ownStream, `${ownPrefix}.>`)).some((e) => e.payload.workoutId === strangerWorkout)).toBe(false);
    expect((await eventsIn(foreignStream, 'lf.training.workout_refined')).some((e) => e.payload.workoutId === strangerWorkout)).toBe(true);
    expect((await eventsIn(foreignStream, 'lf.auth.user_registered')).some((e) => e.payload.user?.email === email)).toBe(false);
  });
});
