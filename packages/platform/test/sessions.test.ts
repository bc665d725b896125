import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger';
import { announceRevocation, createSessionCache, followRevocations } from '../src/sessions';
import { eventually, TEST_NATS_URL } from '../src/testing';

const alice = { userId: 'alice', role: 'user' as const, sid: 's-alice-1' };
const alice2 = { ...alice, sid: 's-alice-2' };

/** A source of truth the test controls: which sessions are alive, and how often it was asked. */
function source(alive: Set<string>) {
  const asked: string[] = [];
  return { asked, check: async (sid: string) => (asked.push(sid), alive.has(sid)) };
}

describe('the session cache', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the source once per half second for a live session, and shares concurrent questions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const truth = source(new Set([alice.sid]));
    const cache = createSessionCache(truth.check);
    expect(await Promise.all([cache.isActive(alice), cache.isActive(alice), cache.isActive(alice)])).toEqual([true, true, true]);
    expect(truth.asked).toEqual([alice.sid]);
    vi.advanceTimersByTime(499);
    await cache.isActive(alice);
    expect(truth.asked).toHaveLength(1);
    vi.advanceTimersByTime(2);
    await cache.isActive(alice);
    expect(truth.asked).toHaveLength(2);
  });

  it('remembers a revoked session for good', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const truth = source(new Set());
    const cache = createSessionCache(truth.check);
    expect(await cache.isActive(alice)).toBe(false);
    vi.advanceTimersByTime(3_600_000);
    expect(await cache.isActive(alice)).toBe(false);
    expect(truth.asked).toHaveLength(1);
  });

  it('drops a session at once on a notice for it, or for all of its user’s sessions', async () => {
    const alive = new Set([alice.sid, alice2.sid]);
    const cache = createSessionCache(source(alive).check);
    expect(await cache.isActive(alice)).toBe(true);
    expect(await cache.isActive(alice2)).toBe(true);
    alive.delete(alice.sid);
    cache.revoke({ sid: alice.sid });
    expect(await cache.isActive(alice)).toBe(false);
    expect(await cache.isActive(alice2)).toBe(true);
    alive.delete(alice2.sid);
    cache.revoke({ userId: 'alice' });
    expect(await cache.isActive(alice2)).toBe(false);
  });

  it('lets a notice that arrives while the source is being asked win over the older answer', async () => {
    let answer: (active: boolean) => void = () => undefined;
    const cache = createSessionCache(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const pending = cache.isActive(alice);
    cache.revoke({ userId: 'alice' });
    answer(true);
    expect(await pending).toBe(false);
  });
});

describe('revocation notices over NATS', () => {
  let nc: NatsConnection;
  beforeAll(async () => {
    nc = await connect({ servers: TEST_NATS_URL });
  });
  afterAll(() => nc?.close());

  it('reach every process that follows them', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}`;
    const alive = new Set([alice.sid, alice2.sid]);
    const [here, there] = [createSessionCache(source(alive).check, { ttlMs: 3_600_000 }), createSessionCache(source(alive).check, { ttlMs: 3_600_000 })];
    const logger = createLogger('test', 'silent');
    const subscriptions = [followRevocations(nc, prefix, here, logger), followRevocations(nc, prefix, there, logger)];
    await nc.flush();
    for (const cache of [here, there]) expect(await cache.isActive(alice)).toBe(true);
    // With an hour's TTL only the notice can make the caches ask again.
    alive.delete(alice.sid);
    announceRevocation(nc, prefix, { sid: alice.sid });
    await eventually(async () => !(await here.isActive(alice)) && !(await there.isActive(alice)));
    expect(await there.isActive(alice2)).toBe(true);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});
