import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { installFieldErrorMessages } from '@laneforge/contracts';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createAccessLog } from './access-log';
import { errorHandler } from './errors';
import { sameSecret } from './internal';
import type { Logger } from './logger';

installFieldErrorMessages();

export type ServiceApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void> | void;
}

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  description?: string;
  bodyLimit?: number;
  /** Each must pass for /readyz to answer 200 (database, bus). */
  readiness?: ReadinessCheck[];
  /**
   * Full browser-security headers (CSP, frame and opener policies) for an app that serves HTML:
   * the gateway. Routes may opt out with `{ helmet: false }`. JSON answers get the API headers only.
   */
  helmet?: Parameters<typeof helmet>[1];
  /** The gateway answers unknown paths itself (SPA history fallback). */
  customNotFound?: boolean;
  /** Who may set X-Forwarded-For: the gateway trusts configured proxies only; services trust the gateway. */
  trustProxy?: boolean | string | string[];
  /** When set, /metrics answers only to `Authorization: Bearer <token>` (a process whose port is public). */
  metricsToken?: string | undefined;
  /** A public port (the gateway): without a token, /metrics answers this machine only, never the world. */
  metricsPublicPort?: boolean;
  /** Tests shorten the connection limits to see them act. */
  connectionLimits?: Partial<ConnectionLimits>;
}

/**
 * Connection limits, set on purpose at the gateway and every service: headers must arrive within
 * 8 s (slow-header connections are cut), a body that stops arriving for 8 s closes the connection
 * (a Content-Length that promises more than is sent), no request may take over 2 min to arrive, and
 * idle keep-alive connections are closed after 65 s (longer than a load balancer's 60 s).
 */
export const CONNECTION_LIMITS = {
  headersTimeoutMs: 8_000,
  bodyIdleTimeoutMs: 8_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 65_000,
  /** How often Node checks the header and request deadlines (its default, 30 s, would let them run late). */
  checkIntervalMs: 1_000,
  maxParamLength: 200,
};
export type ConnectionLimits = typeof CONNECTION_LIMITS;

const clientErrorTexts: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADERS_TIMEOUT: [408, 'The request headers took too long to arrive'],
  HPE_INVALID_METHOD: [400, 'Unknown HTTP method'],
};

/** Malformed HTTP, rejected before any route runs, still gets a `{detail}` answer, then the connection closes. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] = clientErrorTexts[error.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ detail });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

const frameworkErrorTexts: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not a valid URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed'],
};

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * What every answer carries unless its route says otherwise: no MIME sniffing, no cross-site
 * embedding of API data, no referrer, and no copy kept by a browser or a proxy (answers hold a
 * user's data; a picture or an asset sets its own caching).
 */
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-site'],
  ['referrer-policy', 'no-referrer'],
  ['cache-control', 'no-store'],
];

/**
 * A Fastify app as every LaneForge service needs it: request ids carried from and to
 * `x-request-id`, helmet, body limits, zod validation with field-naming errors, the central
 * `{detail}` error handler, /healthz, /readyz, /metrics and an OpenAPI document at /openapi.json.
 */
export async function createServiceApp(options: ServiceAppOptions): Promise<ServiceApp> {
  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    trustProxy: options.trustProxy ?? true,
    http: { connectionsCheckingInterval: limits.checkIntervalMs, headersTimeout: limits.headersTimeoutMs },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    routerOptions: { maxParamLength: limits.maxParamLength },
    clientErrorHandler,
    frameworkErrors: (error, _request, reply) => {
      const [status, detail] = frameworkErrorTexts[error.code] ?? [400, 'The request could not be read'];
      void (reply as unknown as FastifyReply).code(status).send({ detail });
    },
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as ServiceApp;

  // A body that stops arriving closes the connection; once the route runs, a slow answer (a plan
  // being written) is not the client's fault, so the idle limit is lifted. Multipart bodies are read
  // by the route itself: they keep the limit until the answer starts. Requests without a body (most
  // of them) never arm it.
  const limited = new WeakSet<object>();
  const idleLimit = (request: { raw: { socket: Socket | null } }, ms: number) => {
    // Injected test requests have a socket stand-in without timers.
    if (typeof request.raw.socket?.setTimeout === 'function') request.raw.socket.setTimeout(ms);
  };
  const lift = (request: { raw: { socket: Socket | null } }) => {
    if (!limited.delete(request.raw)) return;
    idleLimit(request, 0);
  };
  // The hooks every request runs are callback style: an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    if (headers['transfer-encoding'] || (headers['content-length'] !== undefined && headers['content-length'] !== '0')) {
      limited.add(request.raw);
      idleLimit(request, limits.bodyIdleTimeoutMs);
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('multipart/')) lift(request);
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  if (!options.customNotFound) app.setNotFoundHandler((request, reply) => reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` }));

  if (options.helmet) await app.register(helmet, options.helmet);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${options.name} service`, description: options.description ?? '', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    lift(request);
    reply.header('x-request-id', request.id);
    for (const [name, value] of API_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  const registry = new Registry();
  registry.setDefaultLabels({ service: options.name });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const accessLog = createAccessLog(app.log);
  app.addHook('onClose', async () => accessLog.flush());
  // One histogram series per method, route and status: found once by its key, not by its labels on every request.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics' && route !== '/healthz' && route !== '/readyz') {
      const status = reply.statusCode;
      const elapsed = reply.elapsedTime;
      accessLog.record(request.log, { method: request.method, url: request.url.split('?')[0]!, route, status, ms: Math.round(elapsed) });
      const key = `${request.method} ${route} ${status}`;
      let observed = series.get(key);
      if (!observed) {
        observed = duration.labels({ method: request.method, route, status_code: String(status) });
        series.set(key, observed);
      }
      observed.observe(elapsed / 1000);
    }
    done();
  });

  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));
  app.get('/readyz', hidden, async (_request, reply) => {
    const results: Record<string, string> = {};
    let ready = true;
    for (const probe of options.readiness ?? []) {
      try {
        await probe.check();
        results[probe.name] = 'ok';
      } catch (err) {
        ready = false;
        results[probe.name] = err instanceof Error ? err.message : 'failed';
      }
    }
    return reply.code(ready ? 200 : 503).send(ready ? { status: 'ready', checks: results } : { detail: 'Not ready', checks: results });
  });
  app.get('/metrics', hidden, async (request, reply) => {
    // Where the port is public (the gateway), Prometheus shows a token; without it the page does not exist
    // (with no token configured, only for a scraper on this machine).
    const local = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
    const refused = options.metricsToken ? !sameSecret(String(request.headers.authorization ?? ''), `Bearer ${options.metricsToken}`) : options.metricsPublicPort === true && !local;
    if (refused) {
      return reply.code(404).send({ detail: `No route for GET ${request.url.split('?')[0]}` });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  app.get('/openapi.json', hidden, async () => app.swagger());

  return app;
}

/**
 * Routes that receive their body as the exact bytes sent (a `Buffer` in `request.body`), whatever
 * the content type: a signed webhook is verified over those bytes, never over re-serialised JSON.
 */
export async function rawBodyRoutes(app: ServiceApp, options: { bodyLimit: number }, register: (scope: ServiceApp) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, done) => done(null, body));
    register(scope as ServiceApp);
  });
}
