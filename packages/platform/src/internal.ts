import { randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { z } from 'zod';
import { AppError, notFound, unauthorized, unavailable } from './errors';

/**
 * Service credentials. Every `/internal/...` route needs one: a short-lived HS256 token that names
 * the calling service and the service it is meant for, signed with the secret every LaneForge
 * process shares (`INTERNAL_SECRET`). The secret never travels; a token that leaks (a log line, a
 * proxy) is useless after a minute and to any other service.
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';
const TOKEN_LIFETIME_S = 120;
const ISSUER_PREFIX = 'laneforge-service:';

/**
 * The shared secret: `INTERNAL_SECRET` when set (compose, Kubernetes), else the one in
 * `<DATA_DIR>/internal-secret`, created at first start, so every process of a local stack shares it.
 */
export function resolveInternalSecret(config: { INTERNAL_SECRET?: string | undefined; DATA_DIR: string }): Uint8Array {
  if (config.INTERNAL_SECRET) return new TextEncoder().encode(config.INTERNAL_SECRET);
  const file = path.resolve(config.DATA_DIR, 'internal-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside, then linked into place: a process starting at the same moment reads either no
  // file or the whole secret, and the first to link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(draft);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface ServiceCredentials {
  /** A token for calling `audience`; reused until it is close to expiry. */
  tokenFor(audience: string): Promise<string>;
  /** The calling service's name when the request carries a valid token for this service. */
  verify(token: string | undefined): Promise<string | undefined>;
}

export function serviceCredentials(self: string, secret: Uint8Array): ServiceCredentials {
  const issued = new Map<string, { token: string; renewAt: number }>();
  const accepted = new Map<string, { caller: string; until: number }>();
  return {
    async tokenFor(audience) {
      const hit = issued.get(audience);
      if (hit && hit.renewAt > Date.now()) return hit.token;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(`${ISSUER_PREFIX}${self}`)
        .setAudience(`${ISSUER_PREFIX}${audience}`)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_S}s`)
        .sign(secret);
      issued.set(audience, { token, renewAt: Date.now() + (TOKEN_LIFETIME_S / 2) * 1000 });
      return token;
    },
    async verify(token) {
      if (!token) return undefined;
      const hit = accepted.get(token);
      if (hit && hit.until > Date.now()) return hit.caller;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: `${ISSUER_PREFIX}${self}`, requiredClaims: ['iss', 'exp'] });
        const caller = String(payload.iss).slice(ISSUER_PREFIX.length);
        if (accepted.size > 1_000) accepted.clear();
        accepted.set(token, { caller, until: Number(payload.exp) * 1000 });
        return caller;
      } catch {
        return undefined;
      }
    },
  };
}

/** Constant-time string comparison, for secrets compared outside a JWT. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const SERVICE_CREDENTIAL_REQUIRED = 'This route is for LaneForge services only: a valid service credential is required';

/** The onRequest check every service app runs: `/internal/...` answers 401 without a credential. */
export function internalRouteGuard(credentials: ServiceCredentials) {
  return async (request: FastifyRequest) => {
    if (!request.url.startsWith('/internal/')) return;
    const header = request.headers[SERVICE_TOKEN_HEADER];
    const caller = await credentials.verify(typeof header === 'string' ? header : undefined);
    if (!caller) throw unauthorized(SERVICE_CREDENTIAL_REQUIRED);
    request.log = request.log.child({ caller });
  };
}

export interface InternalCallOptions {
  requestId?: string;
  body?: unknown;
  /** Texts for the caller's users when the other service cannot answer or has no such thing. */
  unavailable?: string;
  notFound?: string;
}

export interface InternalClient {
  /** Calls another service's internal route; answers its JSON parsed with `schema`. */
  call<S extends z.ZodType>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string, schema: S, options?: InternalCallOptions): Promise<z.infer<S>>;
}

const RETRY_DELAYS_MS = [100, 400];
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client for one other service: carries the service credential and the request id, times out,
 * and retries idempotent calls that fail on the way (connection refused, 502/503/504) twice with
 * backoff. Its errors are `AppError`s a route can let through: 404 stays 404, the rest is 503.
 */
export function internalClient(options: {
  service: string;
  baseUrl: string;
  credentials: ServiceCredentials;
  timeoutMs?: number;
}): InternalClient {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const down = `The ${options.service} service is not available right now. Please try again in a moment.`;
  return {
    async call(method, pathname, schema, callOptions = {}) {
      const idempotent = method !== 'POST';
      const url = new URL(pathname, options.baseUrl);
      for (let attempt = 0; ; attempt++) {
        const headers: Record<string, string> = {
          accept: 'application/json',
          [SERVICE_TOKEN_HEADER]: await options.credentials.tokenFor(options.service),
          ...(callOptions.requestId ? { 'x-request-id': callOptions.requestId } : {}),
          ...(callOptions.body === undefined ? {} : { 'content-type': 'application/json' }),
        };
        let response: Response | undefined;
        try {
          response = await fetch(url, {
            method,
            headers,
            ...(callOptions.body === undefined ? {} : { body: JSON.stringify(callOptions.body) }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch {
          response = undefined;
        }
        const retry = idempotent && attempt < RETRY_DELAYS_MS.length && (!response || RETRYABLE_STATUS.has(response.status));
        if (retry) {
          await response?.body?.cancel();
          await sleep(RETRY_DELAYS_MS[attempt]!);
          continue;
        }
        if (!response) throw unavailable(callOptions.unavailable ?? down);
        const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
        if (response.status === 404) throw notFound(callOptions.notFound ?? (typeof body?.detail === 'string' ? body.detail : 'Not found'));
        if (response.status >= 400 && response.status < 500 && response.status !== 401) {
          throw new AppError(response.status, typeof body?.detail === 'string' ? body.detail : 'The request was refused');
        }
        if (!response.ok) throw unavailable(callOptions.unavailable ?? down);
        const parsed = schema.safeParse(body);
        // A body that breaks the contract is the other service's fault, not the client's: a bad gateway.
        if (!parsed.success) throw new AppError(502, `The ${options.service} service answered with something unreadable. Please contact support.`);
        return parsed.data;
      }
    },
  };
}
