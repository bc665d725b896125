import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Principal } from './principal';
import type { Logger } from './logger';

/** Whether a session (by id) is still alive, asked of its source of truth (auth's table, or auth over HTTP). */
export type SessionCheck = (sid: string) => Promise<boolean>;

/** A revocation: one session, or every session of a user (password change, reset, deletion). */
export interface RevocationNotice {
  sid?: string;
  userId?: string;
}

export interface SessionCache {
  isActive(principal: Principal): Promise<boolean>;
  /** Forgets what the cache believed of these sessions: the next check asks the source again, and a revoked one stays revoked. */
  revoke(notice: RevocationNotice): void;
}

interface Entry {
  active: boolean;
  until: number;
  userId: string;
}

/**
 * Remembers live sessions for `ttlMs` (default half a second: a revocation elsewhere is seen within
 * that time at worst;
 * a revocation notice makes it at once) and revoked ones for good. Concurrent checks of one
 * session share one question to the source.
 */
export function createSessionCache(check: SessionCheck, options: { ttlMs?: number; maxEntries?: number } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 500;
  const maxEntries = options.maxEntries ?? 50_000;
  const known = new Map<string, Entry>();
  const pending = new Map<string, Promise<boolean>>();
  const revokedUsers = new Map<string, number>();

  const remember = (sid: string, entry: Entry) => {
    if (known.size >= maxEntries) known.clear();
    known.set(sid, entry);
  };

  return {
    async isActive(principal) {
      const hit = known.get(principal.sid);
      if (hit && hit.until > Date.now()) return hit.active;
      let inflight = pending.get(principal.sid);
      if (!inflight) {
        const askedAt = Date.now();
        inflight = check(principal.sid)
          .then((active) => {
            // A notice that came while the source was being asked wins over its (older) answer.
            const revokedAt = revokedUsers.get(principal.userId);
            const stillActive = active && !(revokedAt !== undefined && revokedAt >= askedAt);
            remember(principal.sid, { active: stillActive, until: stillActive ? Date.now() + ttlMs : Number.POSITIVE_INFINITY, userId: principal.userId });
            return stillActive;
          })
          .finally(() => pending.delete(principal.sid));
        pending.set(principal.sid, inflight);
      }
      return inflight;
    },
    revoke(notice) {
      if (notice.sid) known.delete(notice.sid);
      if (notice.userId) {
        if (revokedUsers.size >= maxEntries) revokedUsers.clear();
        revokedUsers.set(notice.userId, Date.now());
        for (const [sid, entry] of known) if (entry.userId === notice.userId) known.delete(sid);
      }
    },
  };
}

/** Core NATS (every listener gets it, nothing is stored): a fast path, the cache's TTL is the safety net. */
export const revocationSubject = (prefix: string) => `${prefix}-sessions.revoked`;

export function announceRevocation(nc: NatsConnection, prefix: string, notice: RevocationNotice): void {
  try {
    nc.publish(revocationSubject(prefix), JSON.stringify(notice));
  } catch {
    // Disconnected: the other processes' caches expire within their TTL instead.
  }
}

/** Applies every revocation notice of the stack to `cache`; answers the subscription to close on shutdown. */
export function followRevocations(nc: NatsConnection, prefix: string, cache: SessionCache, logger: Logger): Subscription {
  const subscription = nc.subscribe(revocationSubject(prefix));
  void (async () => {
    for await (const message of subscription) {
      try {
        const notice = message.json<RevocationNotice>();
        cache.revoke({ ...(typeof notice.sid === 'string' ? { sid: notice.sid } : {}), ...(typeof notice.userId === 'string' ? { userId: notice.userId } : {}) });
      } catch (err) {
        logger.warn({ err }, 'unreadable revocation notice');
      }
    }
  })();
  return subscription;
}
