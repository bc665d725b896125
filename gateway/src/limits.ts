import { createHash } from 'node:crypto';
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '@laneforge/platform/logger';

export interface Verdict {
  allowed: boolean;
  /** Until the window of this key ends. */
  retryAfterMs: number;
}

/** Counts hits per key in fixed windows; `max` hits per window are allowed. */
export interface Limiter {
  hit(key: string, max: number, windowMs: number): Promise<Verdict>;
}

interface Window {
  count: number;
  start: number;
}

const verdictOf = (window: Window, max: number, windowMs: number, now: number): Verdict => ({
  allowed: window.count <= max,
  retryAfterMs: Math.max(0, window.start + windowMs - now),
});

const advance = (previous: Window | undefined, windowMs: number, now: number): Window =>
  previous && now - previous.start < windowMs ? { count: previous.count + 1, start: previous.start } : { count: 1, start: now };

/** One process's memory: right for a single gateway, and the fallback while NATS is away. */
export function memoryLimiter(clock: () => number = Date.now): Limiter {
  const windows = new Map<string, Window>();
  return {
    async hit(key, max, windowMs) {
      const now = clock();
      const window = advance(windows.get(key), windowMs, now);
      if (windows.size > 100_000) windows.clear();
      windows.set(key, window);
      return verdictOf(window, max, windowMs, now);
    },
  };
}

/**
 * Counters every gateway replica shares, in a NATS key-value bucket: each hit is a compare-and-set
 * on the key's last revision, so two replicas counting at once never lose a hit. Keys are hashed
 * (they hold addresses and emails, and KV keys allow only a few characters). Old windows expire
 * with the bucket's TTL.
 */
export function sharedLimiter(options: { bucket: Promise<KV>; fallback: Limiter; logger: Logger; clock?: () => number }): Limiter {
  const clock = options.clock ?? Date.now;
  let warned = false;
  // A bucket that never comes (NATS gone, the gateway closing first) only means the fallback counts; nobody else awaits it.
  options.bucket.catch(() => undefined);
  return {
    async hit(key, max, windowMs) {
      let kv: KV;
      try {
        kv = await Promise.race([options.bucket, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('NATS not ready')), 250).unref())]);
      } catch {
        return options.fallback.hit(key, max, windowMs);
      }
      const id = createHash('sha256').update(key).digest('hex');
      try {
        for (let attempt = 0; attempt < 20; attempt++) {
          const now = clock();
          const entry = await kv.get(id);
          const previous = entry && entry.operation === 'PUT' && entry.length > 0 ? entry.json<Window>() : undefined;
          const window = advance(previous, windowMs, now);
          try {
            if (entry && entry.operation === 'PUT') await kv.update(id, JSON.stringify(window), entry.revision);
            else await kv.create(id, JSON.stringify(window));
            warned = false;
            return verdictOf(window, max, windowMs, now);
          } catch {
            // Another replica counted in between: read again and retry.
          }
        }
        throw new Error('rate-limit counter too contended');
      } catch (err) {
        if (!warned) options.logger.warn({ err: (err as Error).message }, 'shared rate limits unavailable; counting in this process');
        warned = true;
        return options.fallback.hit(key, max, windowMs);
      }
    },
  };
}

/** The bucket of one stack (its subject prefix), created on first use with the window as TTL. */
export function limitsBucket(nc: NatsConnection, prefix: string, windowMs: number): Promise<KV> {
  return new Kvm(nc).create(`${prefix.toUpperCase()}_EDGE_LIMITS`, { history: 1, ttl: windowMs * 2 });
}
