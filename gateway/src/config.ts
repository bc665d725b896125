import { fileURLToPath } from 'node:url';
import { baseConfigSchema, portSchema } from '@laneforge/platform/config';
import { z } from 'zod';

const url = (fallback: string, what: string) => z.string().url().default(fallback).describe(what);

export const gatewayConfigSchema = baseConfigSchema
  .pick({ NODE_ENV: true, LOG_LEVEL: true, HOST: true, AUTH_URL: true, JWT_ISSUER: true, JWT_AUDIENCE: true, PRODUCT_NAME: true, DATA_DIR: true, INTERNAL_SECRET: true, NATS_URL: true, EVENT_SUBJECT_PREFIX: true })
  .extend({
    PORT: portSchema(8080).describe('Port of the gateway: the one public entry point'),
    TRAINING_URL: url('http://127.0.0.1:8082', 'Internal URL of the training service'),
    BILLING_URL: url('http://127.0.0.1:8083', 'Internal URL of the billing service'),
    EXPORT_URL: url('http://127.0.0.1:8084', 'Internal URL of the export service'),
    ADMIN_URL: url('http://127.0.0.1:8085', 'Internal URL of the admin service'),
    FRONTEND_DIST: z
      .string()
      .default(fileURLToPath(new URL('../../frontend/dist', import.meta.url)))
      .describe('Built SPA served at / with history fallback'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10).describe('Sign-in, registration and reset attempts per IP and email per window'),
    AUTH_RATE_LIMIT_IP_MAX: z.coerce
      .number()
      .int()
      .min(1)
      .default(100)
      .describe('Sign-in, registration and reset attempts per IP alone per window, whatever the email (a team on one school network still fits)'),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300).describe('Window of the sign-in rate limit'),
    METRICS_TOKEN: z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters')
      .optional()
      .describe("Bearer token Prometheus sends to read the gateway's /metrics (its port is public); unset = /metrics answers this machine only (a scraper on localhost)"),
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .describe('Comma-separated addresses or CIDR ranges of proxies in front of the gateway whose X-Forwarded-For is believed (rate limits key on the client address); unset = none, the connecting address is the client'),
    UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).default(1000).describe('A service that does not accept a connection in this time answers 503'),
    SUPPORT_WIDGET_URL: z.string().url().optional().describe('Support chat script; its origin is allowed in the Content-Security-Policy'),
    PROMO_VIDEO_URL: z.string().url().optional().describe('Hero video; its origin is allowed in the Content-Security-Policy'),
    GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000).describe('Longest a plan generation or refinement may take'),
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
