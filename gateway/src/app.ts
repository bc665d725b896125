import { createTokenVerifier, remoteKeys, remoteSessionCheck } from '@laneforge/platform/auth';
import { createSessionCache, followRevocations } from '@laneforge/platform/sessions';
import { loadConfig } from '@laneforge/platform/config';
import { resolveInternalSecret, serviceCredentials } from '@laneforge/platform/internal';
import { createServiceApp, type ConnectionLimits, type ServiceApp } from '@laneforge/platform/http';
import { createLogger, type LogDestination } from '@laneforge/platform/logger';
import { gatewayConfigSchema, type GatewayConfig } from './config';
import { limitsBucket, memoryLimiter, sharedLimiter } from './limits';
import { edgeLink } from './nats';
import { apiDocs } from './docs';
import { proxyRoutes } from './proxy';
import { spa } from './spa';
import { upstreamsOf } from './upstreams';

export interface Gateway {
  app: ServiceApp;
  config: GatewayConfig;
}

/** The edge: /api routed to the services, the SPA at /, merged API docs at /api/docs. */
export async function buildGateway(
  env: Record<string, string | undefined> = process.env,
  options: { connectionLimits?: Partial<ConnectionLimits>; logDestination?: LogDestination } = {},
): Promise<Gateway> {
  const config = loadConfig(gatewayConfigSchema, env);
  const upstreams = upstreamsOf(config);
  const widget = config.SUPPORT_WIDGET_URL ? [new URL(config.SUPPORT_WIDGET_URL).origin] : [];
  const video = config.PROMO_VIDEO_URL ? [new URL(config.PROMO_VIDEO_URL).origin] : [];
  const logger = createLogger('gateway', config.LOG_LEVEL, options.logDestination);
  const app = await createServiceApp({
    name: 'gateway',
    logger,
    customNotFound: true,
    metricsToken: config.METRICS_TOKEN,
    metricsPublicPort: true,
    ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
    bodyLimit: 64 * 1024,
    trustProxy: config.TRUSTED_PROXIES ? config.TRUSTED_PROXIES.split(',').map((p) => p.trim()).filter(Boolean) : false,
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...widget],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", ...video],
          connectSrc: ["'self'", ...widget],
          frameSrc: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  const sessions = createSessionCache(remoteSessionCheck(config.AUTH_URL, serviceCredentials('gateway', resolveInternalSecret(config))));
  const verifier = createTokenVerifier({ keys: remoteKeys(config.AUTH_URL), issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, sessions });
  const nats = edgeLink(config.NATS_URL, logger);
  app.addHook('onClose', () => nats.close());
  // A gateway closed before NATS answered cannot subscribe any more; that is no error (the session cache's TTL still holds).
  void nats.ready.then((nc) => followRevocations(nc, config.EVENT_SUBJECT_PREFIX, sessions, logger)).catch(() => undefined);
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limiter = sharedLimiter({ bucket: nats.ready.then((nc) => limitsBucket(nc, config.EVENT_SUBJECT_PREFIX, windowMs)), fallback: memoryLimiter(), logger });
  await proxyRoutes(app, { upstreams, verifier, limiter, config });
  await apiDocs(app, { upstreams, product: config.PRODUCT_NAME });
  await spa(app, { dist: config.FRONTEND_DIST, product: config.PRODUCT_NAME, trainingUrl: config.TRAINING_URL });
  return { app, config };
}
