import { createTokenVerifier, remoteKeys, remoteSessionCheck } from '@laneforge/platform/auth';
import { loadConfig } from '@laneforge/platform/config';
import { createServiceApp, type ServiceApp } from '@laneforge/platform/http';
import { createLogger } from '@laneforge/platform/logger';
import { gatewayConfigSchema, type GatewayConfig } from './config';
import { apiDocs } from './docs';
import { proxyRoutes } from './proxy';
import { spa } from './spa';
import { upstreamsOf } from './upstreams';

export interface Gateway {
  app: ServiceApp;
  config: GatewayConfig;
}

/** The edge: /api routed to the services, the SPA at /, merged API docs at /api/docs. */
export async function buildGateway(env: Record<string, string | undefined> = process.env): Promise<Gateway> {
  const config = loadConfig(gatewayConfigSchema, env);
  const upstreams = upstreamsOf(config);
  const widget = config.SUPPORT_WIDGET_URL ? [new URL(config.SUPPORT_WIDGET_URL).origin] : [];
  const video = config.PROMO_VIDEO_URL ? [new URL(config.PROMO_VIDEO_URL).origin] : [];
  const app = await createServiceApp({
    name: 'gateway',
    logger: createLogger('gateway', config.LOG_LEVEL),
    customNotFound: true,
    bodyLimit: 64 * 1024,
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
  const verifier = createTokenVerifier({
    keys: remoteKeys(config.AUTH_URL),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    isSessionActive: remoteSessionCheck(config.AUTH_URL),
  });
  await proxyRoutes(app, { upstreams, verifier, config });
  await apiDocs(app, { upstreams, product: config.PRODUCT_NAME });
  await spa(app, { dist: config.FRONTEND_DIST, product: config.PRODUCT_NAME, trainingUrl: config.TRAINING_URL });
  return { app, config };
}
