import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { installFieldErrorMessages } from '@laneforge/contracts';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
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
import { errorHandler } from './errors';
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
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** What every answer carries: no MIME sniffing, no cross-site embedding of API data, no referrer. */
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-site'],
  ['referrer-policy', 'no-referrer'],
];

/**
 * A Fastify app as every LaneForge service needs it: request ids carried from and to
 * `x-request-id`, helmet, body limits, zod validation with field-naming errors, the central
 * `{detail}` error handler, /healthz, /readyz, /metrics and an OpenAPI document at /openapi.json.
 */
export async function createServiceApp(options: ServiceAppOptions): Promise<ServiceApp> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: false } },
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as ServiceApp;

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

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of API_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
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
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics' || route === '/healthz' || route === '/readyz') return;
    request.log.info(
      { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
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
  app.get('/metrics', hidden, async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  app.get('/openapi.json', hidden, async () => app.swagger());

  return app;
}
