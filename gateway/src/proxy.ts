import { apiRoutes, DEFAULT_BODY_LIMIT, type ApiRoute, type ServiceName } from '@laneforge/contracts/api';
import { messages } from '@laneforge/contracts/messages';
import { bearerToken, type TokenVerifier } from '@laneforge/platform/auth';
import { AppError, badRequest, forbidden, unauthorized } from '@laneforge/platform/errors';
import type { ServiceApp } from '@laneforge/platform/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'undici/types/header';
import type { GatewayConfig } from './config';
import type { Limiter } from './limits';
import { isCleanPath } from './paths';
import { lazyRequestLogger } from './request-log';
import type { Upstream } from './upstreams';

/** Headers about one connection, never passed on (RFC 9110 §7.6.1), plus those the gateway sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'content-length',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
  'x-service-token',
]);

function passOn(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

const INVALID_PATH = 'The address is not valid';
const API_PREFIX_LENGTH = '/api'.length;
const SMALL_ANSWER_BYTES = 64 * 1024;
const unavailableText = (service: string) => `The ${service} service is not available right now. Please try again in a moment.`;

/**
 * The API at the edge: each route of the API table, and nothing else, is forwarded to its service.
 * The request target is checked before routing, tokens and roles are checked as the table says,
 * bodies are taken whole within the route's limit (so an oversized or stalled body is answered at
 * the edge, and a webhook's bytes reach billing exactly as sent), and a service that is down
 * answers 503 `{detail}` at once.
 */
export async function proxyRoutes(app: ServiceApp, options: { upstreams: Record<ServiceName, Upstream>; verifier: TokenVerifier; limiter: Limiter; config: GatewayConfig }) {
  const { verifier, config, upstreams } = options;
  const { signInLimit, passwordCheckLimit } = attemptLimits(options.limiter, config);
  const pools = new Map<ServiceName, Pool>();
  const poolOf = (upstream: Upstream) => {
    let pool = pools.get(upstream.name);
    if (!pool) {
      pool = new Pool(upstream.url, { connections: upstream.connections, pipelining: 1, connect: { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS }, keepAliveTimeout: 30_000 });
      pools.set(upstream.name, pool);
    }
    return pool;
  };
  app.addHook('onClose', async () => {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  });

  // Callback style: this runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    // An absolute-form target ("GET http://host/api/…") is routed by its path, but request.url keeps the
    // scheme and host: refused, as the path check and the forwarded path both read request.url.
    if (request.url.charCodeAt(0) !== 47 || (request.url.startsWith('/api/') && !isCleanPath(request.url))) done(badRequest(INVALID_PATH));
    else done();
  });

  const admit = (route: ApiRoute) => async (request: FastifyRequest) => {
    if (route.signInLimit) await signInLimit(route.path, request);
    if (route.access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.notAuthenticated);
    request.principal = await verifier.verify(token);
    if (route.passwordCheckLimit) await passwordCheckLimit(request.principal.userId, request);
    if (route.access === 'admin' && request.principal.role !== 'admin') throw forbidden(messages.adminOnly);
  };

  const forward = (request: FastifyRequest, reply: FastifyReply, upstream: Upstream, pool: Pool) => {
    const headers = passOn(request.headers);
    headers['x-request-id'] = request.id;
    headers['x-forwarded-for'] = request.ip;
    headers['x-forwarded-proto'] = request.protocol;
    const body = request.body as Buffer | undefined;
    pool.dispatch(
      {
        method: request.method as 'GET',
        path: request.url.slice(API_PREFIX_LENGTH),
        headers,
        body: body && body.length > 0 ? body : null,
        headersTimeout: upstream.timeoutMs,
        bodyTimeout: upstream.timeoutMs,
      },
      new Forwarding(request, reply, upstream.name),
    );
  };

  await app.register(async (api) => {
    // The edge never parses a body: it takes the bytes (within the route's limit) and passes them on.
    api.setChildLoggerFactory(lazyRequestLogger);
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    for (const route of apiRoutes) {
      const upstream = upstreams[route.service];
      const pool = poolOf(upstream);
      api.route({
        method: route.method,
        url: `/api${route.path}`,
        bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
        schema: { hide: true },
        // API answers are JSON (or files): the services' API headers suffice; helmet's HTML set is for pages.
        helmet: false,
        // A public route without a sign-in limit has nothing to admit: no hook runs for it.
        ...(route.access === 'public' && !route.signInLimit ? {} : { preHandler: admit(route) }),
        handler: (request: FastifyRequest, reply: FastifyReply) => forward(request, reply, upstream, pool),
      } as Parameters<typeof api.route>[0]);
    }
  });
}

/**
 * One request on its way to a service and its answer on the way back, as undici's dispatch handler:
 * no response stream, promise or body reader is made for the common case. A small answer with a
 * Content-Length (nearly every API answer) is gathered and written with its headers in one go; a
 * large or unsized one (a PDF) streams through, the service paused while the client is slow. A
 * service that fails before its answer is under way gets 503 `{detail}` (504 when it timed out).
 */
class Forwarding implements Dispatcher.DispatchHandler {
  private readonly chunks: Buffer[] = [];
  private stream: Readable | null = null;
  private finished = false;
  private status = 502;
  private headers: IncomingHttpHeaders = {};

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly service: ServiceName,
  ) {}

  // undici takes a handler for its current interface only when it has this method.
  onRequestStart(): void {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    // 1xx informational answers are the service's business; the final answer follows.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    const size = Number(headers['content-length'] ?? Number.NaN);
    if (size <= SMALL_ANSWER_BYTES) return;
    this.stream = new Readable({
      read: () => controller.resume(),
      destroy: (err, callback) => {
        // The client went away mid-answer: stop reading from the service.
        if (!this.finished) controller.abort(err ?? new Error('The client closed the connection'));
        callback(err);
      },
    });
    this.reply.code(statusCode).headers(passOn(headers)).send(this.stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.stream) this.chunks.push(chunk);
    else if (!this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.finished = true;
    if (this.stream) this.stream.push(null);
    // The service's status and headers are set only now that its answer is whole: one cut short
    // gets a 503 of the gateway's own, not a JSON error under the service's headers (a PDF's type).
    else this.reply.code(this.status).headers(passOn(this.headers)).send(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    this.finished = true;
    if (this.stream) {
      this.stream.destroy(err);
      return;
    }
    const text = err.message ?? '';
    this.request.log.warn({ upstream: this.service, err: text }, 'upstream unavailable');
    if (this.reply.sent) return;
    this.reply.code(/timeout/i.test(text) && !/connect/i.test(text) ? 504 : 503).send({ detail: unavailableText(this.service) });
  }
}

/** A field of the JSON body the edge passes on (it never parses bodies otherwise); undefined when absent or not JSON. */
function bodyField(request: FastifyRequest, name: string): unknown {
  try {
    const parsed = JSON.parse((request.body as Buffer | undefined)?.toString('utf8') ?? '{}') as Record<string, unknown> | null;
    return parsed?.[name];
  } catch {
    return undefined;
  }
}

/**
 * Attempts counted at the edge, across every gateway replica (the limiter's store is shared):
 * sign-in, registration and reset per route, client address and email; password checks of a
 * signed-in account (profile, password change) per account and per client address.
 */
function attemptLimits(limiter: Limiter, config: GatewayConfig) {
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  /** One key that guesses (one account), and one place whatever the key (spraying many accounts, or registering them by the hundred). */
  const limit = async (one: string, all: string) => {
    const verdicts = await Promise.all([limiter.hit(one, config.AUTH_RATE_LIMIT_MAX, windowMs), limiter.hit(all, config.AUTH_RATE_LIMIT_IP_MAX, windowMs)]);
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length > 0) {
      const wait = Math.max(...refused.map((v) => v.retryAfterMs));
      throw new AppError(429, messages.tooManyRequests, { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
    }
  };
  return {
    signInLimit(path: string, request: FastifyRequest) {
      const email = bodyField(request, 'email');
      return limit(`${path}|${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`, `${path}|${request.ip}|*`);
    },
    /**
     * Only requests that carry a current password are counted (a name or time zone change never
     * is): both routes check the same password, so they share one count per account.
     */
    async passwordCheckLimit(userId: string, request: FastifyRequest) {
      const password = bodyField(request, 'current_password');
      if (typeof password !== 'string' || password === '') return;
      await limit(`current-password|account:${userId}`, `current-password|${request.ip}|*`);
    },
  };
}
