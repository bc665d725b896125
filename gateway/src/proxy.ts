import replyFrom from '@fastify/reply-from';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@laneforge/contracts';
import { bearerToken, type TokenVerifier } from '@laneforge/platform/auth';
import { AppError, unauthorized } from '@laneforge/platform/errors';
import type { ServiceApp } from '@laneforge/platform/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config';
import { isPublic, rateLimitedAuthRoutes, type Upstream } from './upstreams';

const apiPathOf = (request: FastifyRequest) => request.url.slice('/api'.length).split('?')[0] ?? '/';

/**
 * Forwards `/api/<prefix>/*` to its service. Bodies pass through as raw streams (a webhook's
 * signature must see the very bytes the provider sent); the token is checked at the edge for
 * every route that is not public; a service that is down answers 503 `{detail}` at once.
 */
export async function proxyRoutes(app: ServiceApp, options: { upstreams: Upstream[]; verifier: TokenVerifier; config: GatewayConfig }) {
  const { verifier, config } = options;

  const checkToken = async (request: FastifyRequest) => {
    if (isPublic(request.method, apiPathOf(request))) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.notAuthenticated);
    request.principal = await verifier.verify(token);
  };

  for (const upstream of options.upstreams) {
    await app.register(async (scope) => {
      await scope.register(replyFrom, {
        base: upstream.url,
        disableRequestLogging: true,
        undici: { connections: 64, pipelining: 1, connectTimeout: config.UPSTREAM_CONNECT_TIMEOUT_MS, headersTimeout: upstream.timeoutMs, bodyTimeout: upstream.timeoutMs },
      });

      const forward = (request: FastifyRequest, reply: FastifyReply, body?: Buffer) =>
        reply.from(request.url.slice('/api'.length), {
          ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/json' } : {}),
          rewriteRequestHeaders: (_req, headers) => ({
            ...headers,
            'x-request-id': request.id,
            'x-forwarded-for': request.ip,
            'x-forwarded-proto': request.protocol,
          }),
          onError: (errorReply, { error }) => {
            request.log.warn({ upstream: upstream.name, err: error.message }, 'upstream unavailable');
            const timedOut = /timeout/i.test(error.message ?? '');
            errorReply
              .code(timedOut ? 504 : 503)
              .send({ detail: `The ${upstream.name} service is not available right now. Please try again in a moment.` });
          },
        });

      await scope.register(async (streamed) => {
        streamed.removeAllContentTypeParsers();
        streamed.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
        for (const prefix of upstream.prefixes) {
          // API answers are JSON (or files): the services' API headers suffice; helmet's HTML set is for pages.
          const route = { preHandler: checkToken, schema: { hide: true }, helmet: false } as const;
          streamed.all(`/api${prefix}`, route, (request, reply) => forward(request, reply));
          streamed.all(`/api${prefix}/*`, route, (request, reply) => forward(request, reply));
        }
      });

      if (upstream.name !== 'auth') return;
      await scope.register(async (limited) => {
        await limited.register(rateLimit, {
          global: false,
          hook: 'preHandler',
          errorResponseBuilder: (_request, context) =>
            new AppError(429, messages.tooManyRequests, { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
        });
        limited.removeAllContentTypeParsers();
        limited.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
        const emailOf = (request: FastifyRequest) => {
          try {
            const parsed = JSON.parse((request.body as Buffer | undefined)?.toString('utf8') ?? '{}') as { email?: unknown };
            return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : '';
          } catch {
            return '';
          }
        };
        for (const path of rateLimitedAuthRoutes) {
          limited.post(
            `/api${path}`,
            {
              schema: { hide: true },
              helmet: false,
              config: {
                rateLimit: {
                  max: config.AUTH_RATE_LIMIT_MAX,
                  timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
                  keyGenerator: (request: FastifyRequest) => `${path}|${request.ip}|${emailOf(request)}`,
                },
              },
            },
            (request, reply) => forward(request, reply, request.body as Buffer | undefined),
          );
        }
      });
    });
  }
}
